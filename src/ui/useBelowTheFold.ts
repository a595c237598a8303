import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from '@/pwa/afterFirstPaint';

/**
 * Whether a public page may draw its sections below the first screen: false for the first render,
 * true in a render of its own once the page has painted (issue 12, B8). Drawn with the rest, they
 * made the first render one long task on a slow phone (at 4× CPU slowdown /candidates' first
 * render took 132 ms, counted whole in total blocking time); drawn after, the first screen shows
 * sooner and each render stays short. Draw them last in the page, so that what they add appears
 * below everything already drawn and moves nothing (no layout shift). A page opened at a fragment
 * (`/#how-it-works`) draws everything at once, so the browser finds the fragment's target.
 */
export function useBelowTheFold(): boolean {
  const [shown, setShown] = useState(() => typeof window === 'undefined' || window.location.hash.length > 1);
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    void afterFirstPaint().then(() => {
      if (mounted) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown;
}
