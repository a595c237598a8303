import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '@/pwa/afterFirstPaint';

/**
 * A public page's sections below the first screen, drawn in a render of their own once the page
 * has painted (issue 12, B8). Drawn with the rest, they made the first render one long task on a
 * slow phone (at 4× CPU slowdown /candidates' first render took 132 ms, counted whole in total
 * blocking time); drawn after, the first screen shows sooner and each render stays short.
 * Put it last in the page, so that what it adds appears below everything already drawn and moves
 * nothing (no layout shift). A page opened at a fragment (`/#how-it-works`) draws everything at
 * once, so the browser finds the fragment's target.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
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
  return shown ? children : null;
}
