import { useCallback, useEffect, useRef } from 'react';

/** Time the applicant sees 'Application submitted successfully!' before the success page. */
export const SUCCESS_REDIRECT_MS = 2000;

/** A callback that runs `go` after the success message has been visible for a moment. */
export function useSubmittedRedirect(go: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => goRef.current(), SUCCESS_REDIRECT_MS);
  }, []);
}
