// One element that switches the AI assistance on for the signed-in app: it hands the network seam
// (the `ai` server function through the app's supabase-js client) to the AI features and keeps
// applications screened as they arrive. Mount it inside the company DbProvider; the /app layout's
// CompanyRuntime (src/routes/-app) does: <AiAssistance client={client} active={leading}>{children}</AiAssistance>.
//
// Screening runs only where `active` is true: the tab that leads the company's sync (issue #9
// D14). Every open tab mounts an assistant over the same store; if each screened, every
// application would be rated (and its model summary asked for, and its write queued) once per tab.
// The AI writers (job descriptions) stay available in every tab: they run on a click.
import { useMemo, type ReactNode } from 'react';
import { AiInvokeProvider } from '../hooks/useAiInvoke';
import { useAutoScreening } from '../hooks/useAutoScreening';
import { supabaseInvoke, type FunctionsClient } from '../provider';
import { useCan } from '@/db/react';

export interface AiAssistanceProps {
  /** The app's supabase-js client (only its `functions.invoke` is used); null: deterministic texts only. */
  client: FunctionsClient | null;
  /** Screen new applications here: true only in the tab that leads sync (one per recruiter). */
  active: boolean;
  children?: ReactNode;
}

export function AiAssistance({ client, active, children }: AiAssistanceProps) {
  const invoke = useMemo(() => (client ? supabaseInvoke(client) : null), [client]);
  // Screening writes each application's rating: only a member who may change applications runs
  // it (issue 13), or an interviewer's device would queue writes the server refuses.
  const mayWriteApplications = useCan('manage_candidates');
  return (
    <AiInvokeProvider invoke={invoke}>
      {active === true && mayWriteApplications && <AutoScreening />}
      {children}
    </AiInvokeProvider>
  );
}

/** Renders nothing; rates unrated applications in the background (see useAutoScreening). */
function AutoScreening() {
  useAutoScreening();
  return null;
}
