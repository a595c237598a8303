// The chats move on by themselves once they are done (the creator to its jobs after publishing,
// the application chat to its success page): the last message stays visible for a moment first.
// The pending call must die with the screen, or a recruiter who has already left would be taken
// back to the jobs list two seconds later.
import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that calls `go` after `delayMs` (each call restarts the wait). Unmounting cancels a
 * pending call, and a call asked for after unmounting (an answer that lands late) never runs.
 */
export function useDelayedCall(go: () => void, delayMs: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(false);
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);
  return useCallback(() => {
    if (!mounted.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => goRef.current(), delayMs);
  }, [delayMs]);
}
