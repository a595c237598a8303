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

/** Longest wait for the `load` event, for a page's main content, and then for an idle moment. */
const MAX_LOAD_WAIT_MS = 5000;
const MAX_CONTENT_WAIT_MS = 3000;
const MAX_IDLE_WAIT_MS = 1000;

let loadedAndIdle: Promise<void> | null = null;
let content: { shown: Promise<void>; show: () => void } | null = null;

/**
 * Declares that this page's main content is drawn after its first paint without the backend
 * (the job page, from the job the boot fetched): afterLoadIdle then also waits until
 * `contentShown()` is called, at most MAX_CONTENT_WAIT_MS.
 */
export function awaitContent(): void {
  if (content) return;
  let show!: () => void;
  const shown = new Promise<void>((resolve) => (show = resolve));
  content = { shown, show };
}

/** The page's main content is on screen (or will not come without the backend). */
export function contentShown(): void {
  const pending = content;
  if (!pending) return;
  // Once the browser has presented it: the next largest-contentful-paint entry (an effect runs
  // before the paint, and a frame's presentation may come later still), or after a second when
  // it brings none (content smaller than what was on screen, or no such entries in this browser).
  const done = () => {
    observer?.disconnect();
    clearTimeout(fallback);
    pending.show();
  };
  const fallback = setTimeout(done, 1000);
  let observer: PerformanceObserver | null = null;
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    const since = performance.now();
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    observer.observe({ type: 'largest-contentful-paint' });
  }
}

/**
 * Resolves once the page has painted, loaded (its `load` event) and the browser has then had an
 * idle moment: the moment for what no visible part of a public page waits for (the backend's
 * client and sync, the notifications' container, the service worker). Started at the first
 * paint, their downloads would share a slow connection with the page's own deferred parts (the
 * job page's content, the lists), and their start-up would run between those parts' renders.
 * A page that declared its content (`awaitContent`) is drawn first.
 */
export function afterLoadIdle(): Promise<void> {
  loadedAndIdle ??= afterFirstPaint()
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (document.readyState === 'complete') return resolve();
          window.addEventListener('load', () => resolve(), { once: true });
          setTimeout(resolve, MAX_LOAD_WAIT_MS);
        }),
    )
    .then(() => content && Promise.race([content.shown, new Promise((r) => setTimeout(r, MAX_CONTENT_WAIT_MS))]))
    .then(nextIdle);
  return loadedAndIdle;
}

/** Resolves at the browser's next idle moment (at most MAX_IDLE_WAIT_MS from now). */
export function nextIdle(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: MAX_IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves in a later task: what follows runs after the browser has had the chance to paint and
 * handle input, instead of lengthening the current task.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
