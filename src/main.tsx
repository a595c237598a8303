// Mantine's base styles; each component's stylesheet comes with its code (vite.config.ts,
// mantineComponentCss), so a page loads only the CSS of the components it uses.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode, startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import type { SupabaseClient } from '@supabase/supabase-js';
import { routeTree } from '@/routeTree.gen';
import type { AuthProvider } from '@/auth/AuthProvider';
import { useAuth } from '@/auth/useAuth';
import { AuthContext, initialAuthState, type AuthContextValue } from '@/auth/authContext';
import { NotFound } from '@/ui/NotFound';
import { RouteError } from '@/ui/RouteError';
import { BootFailure } from '@/ui/BootFailure';
import { afterFirstPaint, afterLoadIdle, awaitContent, contentShown, nextTask } from '@/pwa/afterFirstPaint';
import { fetchPublishedJob, publicJobIdOf, seedPublicJob } from '../sync/publicJob';
import { registerServiceWorker } from '@/pwa/registerServiceWorker';

const router = createRouter({
  routeTree,
  // Replaced on every render of <InnerApp> with the live auth state.
  context: { auth: initialAuthState },
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Whether the page at `pathname` has a guard: route guards (`beforeLoad`) are what read the auth
 * state, so such a page cannot show before it is known.
 */
function needsAuth(pathname: string): boolean {
  const [routes] = router.getMatchedRoutes(pathname);
  return routes.some((route) => route.options.beforeLoad !== undefined);
}

/**
 * Hands the auth state to the router and re-runs the route guards whenever it changes. Re-running
 * them re-renders the page, so only when one is on screen (the signed-in app, sign-in and sign-up),
 * and as a transition: a public page is not drawn twice when the session check ends.
 */
function InnerApp() {
  const auth = useAuth();
  useEffect(() => {
    if (needsAuth(router.state.location.pathname)) startTransition(() => void router.invalidate());
  }, [auth.loading, auth.user?.id]);
  return <RouterProvider router={router} context={{ auth }} />;
}

interface Backend {
  client: SupabaseClient;
  /** Spec §4's auth state, from the client's session (src/auth/AuthProvider.tsx). */
  AuthProvider: typeof AuthProvider;
}

/**
 * The backend: /config.json (the backend address, cached by the service worker for offline
 * starts), supabase-js and the public store's sync (the job board and queued applications work
 * for anyone). Chunks of their own, fetched once the first page has painted: a visitor sees the
 * page without waiting for ~90 kB (gzip) of client, sync and IndexedDB code. Company data is opened
 * only inside the signed-in layout (src/routes/app.tsx).
 */
async function startBackend(): Promise<Backend> {
  const sync = import('../sync');
  const db = import('@/db');
  const auth = import('@/auth/AuthProvider');
  const { getSupabase, loadRuntimeConfig } = await import('../sync/client');
  await loadRuntimeConfig();
  // Each start-up step in a task of its own, so that none blocks a tap for long on a slow phone
  // (they were one 300 ms task at 4× CPU slowdown: Lighthouse's total blocking time, B8).
  await nextTask();
  const client = getSupabase();
  await nextTask();
  (await sync).startPublicSync((await db).getPublicDb(), client);
  await nextTask();
  return { client, AuthProvider: (await auth).AuthProvider };
}

/**
 * The auth state before supabase-js is there: still loading (route guards wait, as for any first
 * session check); a sign-in or sign-up asked for meanwhile waits for the real provider.
 */
function pendingAuth(ready: Promise<AuthContextValue>): AuthContextValue {
  return {
    ...initialAuthState,
    signIn: (email, password) => ready.then((auth) => auth.signIn(email, password)),
    signUp: (email, password) => ready.then((auth) => auth.signUp(email, password)),
    signOut: () => ready.then((auth) => auth.signOut()),
  };
}

/** Reports the real provider's value upwards whenever it changes. */
function AuthRelay({ onChange }: { onChange: (auth: AuthContextValue) => void }) {
  const auth = useAuth();
  useLayoutEffect(() => onChange(auth), [auth, onChange]);
  return null;
}

/**
 * The auth context for the whole app, rendered before the backend's client exists. The real
 * AuthProvider (spec §4 auth state) mounts beside the app once the client is there, and its value
 * is relayed into the one context provider above the router: the app's tree is never remounted
 * (wrapping it in the provider only later would rebuild every page already on screen).
 */
function DeferredAuth({ backend, children }: { backend: Promise<Backend>; children: ReactNode }) {
  const [ready] = useState(() => {
    let resolve!: (auth: AuthContextValue) => void;
    const promise = new Promise<AuthContextValue>((r) => (resolve = r));
    return { promise, resolve };
  });
  const [auth, setAuth] = useState<AuthContextValue>(() => pendingAuth(ready.promise));
  const [started, setStarted] = useState<Backend | null>(null);
  useEffect(() => {
    void backend.then(setStarted, () => undefined);
  }, [backend]);
  const [relay] = useState(() => (value: AuthContextValue) => {
    ready.resolve(value);
    startTransition(() => setAuth(value));
  });
  return (
    <>
      {started && (
        <started.AuthProvider client={started.client}>
          <AuthRelay onChange={relay} />
        </started.AuthProvider>
      )}
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </>
  );
}

/**
 * Boot order: the UI at once, then, once it has painted, the backend (config, client, public
 * sync), which the auth state comes from. When the backend address cannot be learnt (most often a
 * first visit made offline), the boot failure replaces the UI.
 */
function boot(rootElement: HTMLElement & { partiiRoot?: Root }) {
  // One React root per element, also when Vite's dev server re-runs this module.
  const root = (rootElement.partiiRoot ??= createRoot(rootElement));
  // The first page does not need the backend to show itself: a page behind a guard (the
  // signed-in app, sign-in, sign-up) waits for the auth state, so it starts once the page has
  // painted; a public page starts it once loaded and idle (src/pwa/afterFirstPaint.ts), a job
  // page once its job is drawn too (seedJobPage).
  seedJobPage(window.location.pathname);
  const backend = (needsAuth(window.location.pathname) ? afterFirstPaint() : afterLoadIdle()).then(startBackend);
  backend.catch((error: unknown) => {
    root.render(<BootFailure error={error} />);
    // Try again as soon as the network is back.
    window.addEventListener('online', () => window.location.reload(), { once: true });
  });
  // A transition: React renders the first page in slices and yields to the browser between them,
  // instead of one long task that blocks input on a slow phone (Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* The stores are provided below: the public one by the public pages' parts that read it
          (src/features/public-forms/components/PublicStore.tsx), both by the signed-in layout. */}
        <DeferredAuth backend={backend}>
          <InnerApp />
        </DeferredAuth>
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}

/**
 * A job page opened directly (sync/publicJob.ts): its job is asked for at once, while the
 * page's own code loads, and written into the public store once the store's code is there (after
 * the first paint, like the page's content), instead of after the backend and a whole pull.
 */
function seedJobPage(pathname: string) {
  const jobId = publicJobIdOf(pathname);
  if (!jobId) return;
  // The backend, notifications and service worker wait for the job's content (JobPageContent
  // reports it), or for the pull when the job could not be fetched (offline, unpublished).
  awaitContent();
  const job = fetchPublishedJob(jobId);
  void afterFirstPaint()
    .then(async () => {
      const [row, { getPublicDb }] = await Promise.all([job, import('@/db')]);
      if (row) await seedPublicJob(getPublicDb(), row);
      else contentShown();
    })
    .catch(() => contentShown());
}

boot(document.getElementById('root')!);
