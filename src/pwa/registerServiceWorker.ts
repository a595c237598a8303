import { afterLoadIdle } from './afterFirstPaint';
import { setUpdateAvailable } from './updateState';

/**
 * Registers the service worker built by vite-plugin-pwa (generateSW, registerType 'prompt').
 * A new version installs in the background and waits; the user accepts it through the update
 * prompt, which tells the waiting worker to take over, and the page reloads once it controls it.
 * Not in dev: Vite serves modules unbundled and a worker would only get in the way.
 *
 * Registered once the page has painted, loaded and is idle (workbox-window loaded then too): the worker's
 * install precaches every chunk of the app, which must not compete with the first page's own
 * downloads on a slow connection.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void afterLoadIdle()
    .then(() => import('workbox-window'))
    .then(({ Workbox }) => registerWith(new Workbox('/sw.js', { scope: '/' })));
}

function registerWith(wb: import('workbox-window').Workbox): void {
  wb.addEventListener('waiting', () => {
    setUpdateAvailable(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  // The page fetched /config.json before this worker controlled it, so the worker's network-first
  // cache for it is still empty: fetch it once more through the worker, or the installed app
  // could not find its backend when next opened offline.
  wb.addEventListener('controlling', () => {
    void fetch('/config.json', { cache: 'no-cache' }).catch(() => undefined);
  });
  void wb.register().catch((error: unknown) => {
    console.error('Service worker registration failed', error);
  });
}
