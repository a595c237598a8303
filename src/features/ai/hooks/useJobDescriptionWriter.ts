// For the creator's 'generate': a function that writes a job description with the configured
// model when the `ai` function answers, and the deterministic draft otherwise (offline included).
// It never throws; `source` says who wrote the text.
import { useCallback } from 'react';
import type { JobDescriptionInput } from '../model/jobDescription';
import { enrichJobDescription, type ProvidedText } from '../provider';
import { useAiInvoke } from './useAiInvoke';

export function useJobDescriptionWriter(): (draft: JobDescriptionInput) => Promise<ProvidedText> {
  const invoke = useAiInvoke();
  return useCallback((draft: JobDescriptionInput) => enrichJobDescription({ invoke, draft }), [invoke]);
}
