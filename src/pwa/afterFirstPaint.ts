/** Longest wait for the first paint (a page opened in a background tab paints only when shown). */
const MAX_WAIT_MS = 3000;

let painted: Promise<void> | null = null;

/**
 * Resolves once the page has painted its first content: the moment to start what the first paint
 * does not need (the backend's client and sync, the parts of a page that read the local store,
 * the notifications container, the service worker). Started earlier, their downloads and start-up
 * would compete with the page's own on a slow phone, and delay what the visitor sees first.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    // After the paint's own task.
    const done = () => setTimeout(resolve, 0);
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return done();
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      clearTimeout(fallback);
      done();
    });
    const fallback = setTimeout(() => {
      observer.disconnect();
      done();
    }, MAX_WAIT_MS);
    // `buffered`: a paint that happened before this call is reported at once.
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}
