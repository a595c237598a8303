import { lazy, Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { AuthState } from '@/auth/authContext';
import { cssVariablesResolver, theme } from '@/theme';
import { NotFound } from '@/ui/NotFound';
import { RouteError } from '@/ui/RouteError';
import { afterLoadIdle } from '@/pwa/afterFirstPaint';
import { UpdatePrompt } from '@/pwa/UpdatePrompt';

/**
 * The notifications' container (a fixed portal; react-transition-group and its stylesheet): not
 * needed to draw the first page, so it loads once that has loaded and the browser is idle (it
 * would otherwise share the connection with the page's own deferred parts). Notifications shown meanwhile
 * wait in Mantine's store and appear when it mounts. (Not only when the first one is shown: that
 * may be while offline, before the service worker holds the chunk — "you're offline, saved".)
 */
const Notifications = lazy(() => afterLoadIdle().then(() => import('./-root/LazyNotifications')));

/** What every route's `beforeLoad` can read: the sign-in state, kept current by main.tsx. */
export interface RouterContext {
  auth: AuthState;
}

function RootLayout() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={4} />
      </Suspense>
      <UpdatePrompt />
      <Outlet />
    </MantineProvider>
  );
}

function RootNotFound() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NotFound />
    </MantineProvider>
  );
}

function RootError(props: Parameters<typeof RouteError>[0]) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouteError {...props} />
    </MantineProvider>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // The root's own not-found/error views render outside RootLayout, so they bring the provider.
  notFoundComponent: RootNotFound,
  errorComponent: RootError,
});
