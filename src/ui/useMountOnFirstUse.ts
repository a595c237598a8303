import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

/** What first reached the control: a pointer over it, the focus, or a click (Enter and Space click). */
export type FirstUse = 'pointer' | 'focus' | 'click';

export interface MountOnFirstUse {
  /** What mounted the costly part, or null while only the control is drawn. */
  usedBy: FirstUse | null;
  /** Call from the control's first pointer, focus or click; later calls change nothing. */
  mountBy: (by: FirstUse) => void;
  /**
   * Spread on a wrapper around the control: `display: contents`, so the control keeps its place in
   * the row's layout, and the ref the hook finds the control by.
   */
  wrapperProps: { ref: RefObject<HTMLSpanElement | null>; style: CSSProperties };
}

const CONTENTS: CSSProperties = { display: 'contents' };

/**
 * Renders a control's costly part (a menu, a hover card: a popover with positioning and transition
 * hooks that run on every render, open or not) only once the control is first used (issue 12,
 * B3/B4: a list draws one per row). Mounting it re-creates the control, so when the focus or a
 * click mounted it, the new control takes the focus — a popover then returns the focus to it when
 * it closes, as one mounted from the start does. `onMounted` runs after that, in the same frame.
 */
export function useMountOnFirstUse(onMounted?: (by: FirstUse) => void): MountOnFirstUse {
  const [usedBy, setUsedBy] = useState<FirstUse | null>(null);
  const ref = useRef<HTMLSpanElement>(null);
  const mountBy = useCallback((by: FirstUse) => setUsedBy((current) => current ?? by), []);
  useLayoutEffect(() => {
    if (!usedBy) return;
    if (usedBy !== 'pointer') ref.current?.querySelector<HTMLElement>('button, a')?.focus();
    onMounted?.(usedBy);
    // Only on mounting: later renders leave the focus where the user put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [usedBy]);
  return { usedBy, mountBy, wrapperProps: { ref, style: CONTENTS } };
}
