// The network seam for the AI features. Features never call supabase-js; the app shell (which may)
// hands an `AiInvoke` down through this context — e.g. `supabaseInvoke(getSupabase())`. Without a
// provider above it, `useAiInvoke()` answers null and everything uses the deterministic texts.
import { createContext, useContext, type ReactNode } from 'react';
import type { AiInvoke } from '../provider';

const AiInvokeContext = createContext<AiInvoke | null>(null);

export interface AiInvokeProviderProps {
  invoke: AiInvoke | null;
  children: ReactNode;
}

export function AiInvokeProvider({ invoke, children }: AiInvokeProviderProps) {
  return <AiInvokeContext.Provider value={invoke}>{children}</AiInvokeContext.Provider>;
}

export function useAiInvoke(): AiInvoke | null {
  return useContext(AiInvokeContext);
}
