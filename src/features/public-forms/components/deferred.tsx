// Parts of the public pages that load after the page's first paint (issue 12, B9): what reads the
// local store (IndexedDB's library alone is ~30 kB gzip) and the dialogs (Modal, focus trap,
// floating UI), which nobody sees until they are opened.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstPaint } from '@/pwa/afterFirstPaint';

/**
 * `load`'s component as a lazy one, rendered under the public store (./PublicStore.tsx), and loaded
 * once the page has painted (its Suspense fallback until then).
 */
export function lazyWithPublicStore<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    await afterFirstPaint();
    const [Component, { PublicStore }] = await Promise.all([load(), import('./PublicStore')]);
    function WithPublicStore(props: P) {
      return (
        <PublicStore>
          <Component {...props} />
        </PublicStore>
      );
    }
    return { default: WithPublicStore };
  });
}

function AfterMount({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

export interface DeferredDialogProps {
  opened: boolean;
  /** The (lazy) dialog, drawn open or closed. */
  render: (opened: boolean) => ReactNode;
}

/**
 * A dialog whose code loads when it is first opened. It is mounted closed first and opened right
 * after, as if it had always been there: Mantine's modal then animates in, and on close gives the
 * focus back to the button that opened it (it notes that button when `opened` turns true).
 */
export function DeferredDialog({ opened, render }: DeferredDialogProps) {
  const [requested, setRequested] = useState(opened);
  const [mounted, setMounted] = useState(false);
  const [handleMount] = useState(() => () => setMounted(true));
  if (opened && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      {render(opened && mounted)}
      <AfterMount onMount={handleMount} />
    </Suspense>
  );
}
