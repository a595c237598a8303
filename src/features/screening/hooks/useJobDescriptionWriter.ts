// For the creator's 'generate': a function that writes a job description with the configured
// model when the `ai` function answers, and the deterministic draft otherwise. "Configured" is
// decided where the rest of the AI module decides it: no `AiInvoke` handed down (no provider
// above, see useAiInvoke) or the server's 501 ("no provider configured") mean the deterministic
// draft, as do an error or a timeout (provider.ts). Offline it does not try the network at all.
// It never throws; `source` says who wrote the text.
import { useCallback } from 'react';
import type { JobDescriptionInput } from '../model/jobDescription';
import { enrichJobDescription, type ProvidedText } from '../provider';
import { useAiInvoke } from './useAiInvoke';

export function useJobDescriptionWriter(): (draft: JobDescriptionInput) => Promise<ProvidedText> {
  const invoke = useAiInvoke();
  return useCallback(
    (draft: JobDescriptionInput) => enrichJobDescription({ invoke: browserOffline() ? null : invoke, draft }),
    [invoke],
  );
}

/** The browser says it has no connection (outside a browser: assume one, the call may still fail). */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
