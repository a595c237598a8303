import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { AuthProvider, useAuth } from '@/auth';
import { initialAuthState } from '@/auth/authContext';
import { NotFound } from '@/ui/NotFound';
import { RouteError } from '@/ui/RouteError';
import { BootFailure } from '@/ui/BootFailure';
import { registerServiceWorker } from '@/pwa/registerServiceWorker';
import { getPublicDb } from '@/db';
import { DbProvider } from '@/db/react';
import { startPublicSync } from '../sync';
import { getSupabase, loadRuntimeConfig } from '../sync/client';

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

/** Hands the auth state to the router and re-runs the route guards whenever it changes. */
function InnerApp() {
  const auth = useAuth();
  useEffect(() => {
    void router.invalidate();
  }, [auth.loading, auth.user?.id]);
  return <RouterProvider router={router} context={{ auth }} />;
}

/**
 * Boot order: the backend address (/config.json, cached by the service worker for offline
 * starts), then the public store's sync (job board and queued applications work for anyone),
 * then the UI. Company data is opened only inside the signed-in layout (src/routes/app.tsx).
 */
async function boot(rootElement: HTMLElement & { partiiRoot?: Root }) {
  // One React root per element, also when Vite's dev server re-runs this module.
  const root = (rootElement.partiiRoot ??= createRoot(rootElement));
  registerServiceWorker();
  try {
    await loadRuntimeConfig();
  } catch (error) {
    root.render(<BootFailure error={error} />);
    // Most often the first visit happened offline: try again as soon as the network is back.
    window.addEventListener('online', () => window.location.reload(), { once: true });
    return;
  }
  const client = getSupabase();
  const publicDb = getPublicDb();
  startPublicSync(publicDb, client);
  root.render(
    <StrictMode>
      <AuthProvider client={client}>
        {/* Visitors see the public store; /app adds the recruiter's company store below. */}
        <DbProvider publicDb={publicDb} companyDb={null}>
          <InnerApp />
        </DbProvider>
      </AuthProvider>
    </StrictMode>,
  );
}

void boot(document.getElementById('root')!);
