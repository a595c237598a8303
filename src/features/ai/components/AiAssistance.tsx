// One element that switches the AI assistance on for the signed-in app: it hands the network seam
// (the `ai` server function through the app's supabase-js client) to the AI features and keeps
// applications screened as they arrive. Mount it inside the company DbProvider, e.g. in
// CompanySession: <AiAssistance client={client}>{children}</AiAssistance>.
import { useMemo, type ReactNode } from 'react';
import { AiInvokeProvider } from '../hooks/useAiInvoke';
import { useAutoScreening } from '../hooks/useAutoScreening';
import { supabaseInvoke, type FunctionsClient } from '../provider';

export interface AiAssistanceProps {
  /** The app's supabase-js client (only its `functions.invoke` is used); null: deterministic texts only. */
  client: FunctionsClient | null;
  children?: ReactNode;
}

export function AiAssistance({ client, children }: AiAssistanceProps) {
  const invoke = useMemo(() => (client ? supabaseInvoke(client) : null), [client]);
  return (
    <AiInvokeProvider invoke={invoke}>
      <AutoScreening />
      {children}
    </AiInvokeProvider>
  );
}

/** Renders nothing; rates unrated applications in the background (see useAutoScreening). */
export function AutoScreening() {
  useAutoScreening();
  return null;
}
