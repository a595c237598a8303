import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';

/** The public job lists keep their search text in `?q=`, so a reload or a shared link shows the same list. */
export const jobSearchParams = v.object({ q: v.optional(v.string()) });

/** The search text of /jobs or /candidates and the way to change it ('' drops `q` from the URL). */
export function useJobSearchParam(from: '/jobs' | '/candidates') {
  const { q } = useSearch({ from });
  const navigate = useNavigate({ from });
  return {
    search: q ?? '',
    // Replace, not push: one history entry per keystroke would make Back step through every letter.
    onSearchChange: (next: string) => void navigate({ search: { q: next || undefined }, replace: true }),
  };
}
