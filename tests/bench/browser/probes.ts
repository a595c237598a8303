// Functions that run inside the app's page (passed to page.evaluate, so they must be
// self-contained: no imports, no closures over Node values). Times are taken in the page with
// performance.now() and the next animation frame, so Playwright's round trips are not measured.

export interface NavProbe {
  href: string;
  /** Elements that only exist once the screen shows its data. */
  selector: string;
  /** When set, a matching element must also contain this text. */
  text?: string;
  timeoutMs: number;
}

export interface ProbeTiming {
  /** From the action to the animation frame after the content appeared (NaN on timeout). */
  ms: number;
  /** From the action to the DOM mutation that made the content appear. */
  domMs: number;
  ok: boolean;
}

/**
 * Client-side navigation through the app's router (TanStack Router keeps itself on
 * `window.__TSR_ROUTER__`); resolves when an element matching `selector` that was not on the page
 * before the navigation is in <main>.
 */
export function navigateAndWait(probe: NavProbe): Promise<ProbeTiming> {
  const router = (window as unknown as { __TSR_ROUTER__?: { navigate(o: { href: string }): Promise<void> } })
    .__TSR_ROUTER__;
  if (!router) throw new Error('window.__TSR_ROUTER__ is missing: cannot navigate client-side');
  // Content already on the page does not count, unless the page is already where we go.
  if (location.pathname + location.search !== probe.href)
    for (const el of document.querySelectorAll(probe.selector)) el.setAttribute('data-bench-old', '');
  else for (const el of document.querySelectorAll('[data-bench-old]')) el.removeAttribute('data-bench-old');
  const root = () => document.querySelector('main') ?? document.body;
  const ready = () => {
    for (const el of root().querySelectorAll(probe.selector)) {
      if (el.hasAttribute('data-bench-old')) continue;
      if (probe.text && !(el.textContent ?? '').includes(probe.text)) continue;
      return true;
    }
    return false;
  };
  const start = performance.now();
  void router.navigate({ href: probe.href });
  return new Promise((resolve) => {
    let done = false;
    const observer = new MutationObserver(() => check());
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      observer.disconnect();
      resolve({ ms: NaN, domMs: NaN, ok: false });
    }, probe.timeoutMs);
    function check() {
      if (done || !ready()) return;
      done = true;
      const found = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve({ ms: performance.now() - start, domMs: found - start, ok: true }));
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  });
}

/**
 * Arms a keystroke probe: the next keydown's event time is the start; done when the text of the
 * results (`container`, all matches joined) differs from now. Read the outcome with
 * `keystrokeResult`.
 */
export function armKeystroke(options: { container: string; timeoutMs: number }): void {
  const signature = () =>
    Array.from(document.querySelectorAll(options.container))
      .map((el) => el.textContent ?? '')
      .join('\u0000');
  const before = signature();
  let keyAt: number | null = null;
  const w = window as unknown as { __benchKeystroke?: Promise<ProbeTiming> };
  w.__benchKeystroke = new Promise((resolve) => {
    let done = false;
    const onKey = (event: KeyboardEvent) => {
      keyAt ??= event.timeStamp;
    };
    document.addEventListener('keydown', onKey, { capture: true, once: true });
    const observer = new MutationObserver(() => check());
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      observer.disconnect();
      resolve({ ms: NaN, domMs: NaN, ok: false });
    }, options.timeoutMs);
    function check() {
      if (done || keyAt === null || signature() === before) return;
      done = true;
      const found = performance.now();
      const start = keyAt;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve({ ms: performance.now() - start, domMs: found - start, ok: true }));
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

export function keystrokeResult(): Promise<ProbeTiming> {
  const w = window as unknown as { __benchKeystroke?: Promise<ProbeTiming> };
  if (!w.__benchKeystroke) throw new Error('armKeystroke was not called');
  return w.__benchKeystroke;
}

/** The text under `container` (all matches joined): what a search's results look like now. */
export function resultsText(container: string): string {
  return Array.from(document.querySelectorAll(container))
    .map((el) => el.textContent ?? '')
    .join('\u0000');
}

/**
 * Waits until the text under `container` differs from `before` (when given; a search's answer to
 * a new term), then until it has not changed for `quietMs`; gives up after `maxMs`.
 */
export function waitForQuiet(options: {
  container: string;
  before?: string;
  quietMs: number;
  maxMs: number;
}): Promise<boolean> {
  const signature = () =>
    Array.from(document.querySelectorAll(options.container))
      .map((el) => el.textContent ?? '')
      .join('\u0000');
  return new Promise((resolve) => {
    const start = performance.now();
    let last = signature();
    let changed = options.before === undefined || last !== options.before;
    let lastChange = performance.now();
    const tick = () => {
      const now = performance.now();
      const current = signature();
      if (current !== last) {
        last = current;
        lastChange = now;
      }
      if (!changed && current !== options.before) changed = true;
      if (changed && now - lastChange >= options.quietMs) return resolve(true);
      if (now - start >= options.maxMs) return resolve(false);
      setTimeout(tick, 25);
    };
    tick();
  });
}

/**
 * Polls this origin's IndexedDB (the app's own database, read with the raw API so nothing of the
 * app is needed) until `store` holds `id`; resolves the wall-clock time it was seen (ms since the
 * epoch, sub-millisecond), or null after `timeoutMs`.
 */
export async function waitForRow(options: {
  dbName: string;
  store: string;
  id: string;
  timeoutMs: number;
}): Promise<number | null> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(options.dbName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const has = () =>
    new Promise<boolean>((resolve, reject) => {
      const request = db.transaction(options.store, 'readonly').objectStore(options.store).getKey(options.id);
      request.onsuccess = () => resolve(request.result !== undefined);
      request.onerror = () => reject(request.error);
    });
  const deadline = performance.now() + options.timeoutMs;
  try {
    while (performance.now() < deadline) {
      if (await has()) return performance.timeOrigin + performance.now();
      await new Promise((resolve) => setTimeout(resolve, 4));
    }
    return null;
  } finally {
    db.close();
  }
}

/**
 * Arms an appearance probe: the next `trigger` event (a key pressed, a pointer let go, a field's
 * whole value entered) is the
 * start; done at the animation frame after an element matching `selector` (and containing `text`,
 * when given) is in the page. Read the outcome with `appearResult`.
 */
export function armAppear(options: {
  selector: string;
  text?: string;
  trigger: 'keydown' | 'pointerup' | 'input';
  timeoutMs: number;
}): void {
  const present = () => {
    for (const el of document.querySelectorAll(options.selector))
      if (!options.text || (el.textContent ?? '').includes(options.text)) return true;
    return false;
  };
  let startAt: number | null = null;
  const w = window as unknown as { __benchAppear?: Promise<ProbeTiming> };
  w.__benchAppear = new Promise((resolve) => {
    let done = false;
    const onTrigger = (event: Event) => {
      startAt ??= event.timeStamp;
      check();
    };
    document.addEventListener(options.trigger, onTrigger, { capture: true, once: true });
    const observer = new MutationObserver(() => check());
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      observer.disconnect();
      resolve({ ms: NaN, domMs: NaN, ok: false });
    }, options.timeoutMs);
    function check() {
      if (done || startAt === null || !present()) return;
      done = true;
      const found = performance.now();
      const start = startAt;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve({ ms: performance.now() - start, domMs: found - start, ok: true }));
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

export function appearResult(): Promise<ProbeTiming> {
  const w = window as unknown as { __benchAppear?: Promise<ProbeTiming> };
  if (!w.__benchAppear) throw new Error('armAppear was not called');
  return w.__benchAppear;
}
