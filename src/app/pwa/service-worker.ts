// The generated worker (vite-plugin-pwa, registerType 'prompt') is registered with the browser's
// own API rather than the plugin's `virtual:pwa-register`, for the same few steps. Measured with
// `VITE_USE_EMULATORS=true vite build` (gzip -9): the plugin's register adds workbox-window
// (2,199 B) and grows this chunk from 347 B to 722 B (the entry chunk: +26 B), so every page,
// the sign-in page included, would download about 2.6 KB more after its first render.

/** Tells a waiting worker to take over; the generated sw.js listens for this message. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * Registers /sw.js. When a new version is installed and waiting, `onUpdateReady` receives the
 * function that switches to it: the waiting worker takes over, then the page reloads once under
 * it. Nothing switches by itself.
 */
export async function registerServiceWorker(onUpdateReady: (activate: () => void) => void): Promise<void> {
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register('/sw.js', { scope: '/' });

  const offer = (waiting: ServiceWorker) =>
    onUpdateReady(() => {
      serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage(SKIP_WAITING);
    });

  // Only an update waits: the first worker of a device takes control without asking.
  if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && serviceWorker.controller) offer(installing);
    });
  });

  // An installed app may stay open for days without a navigation: look for a new version
  // whenever the leader comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) {
      registration.update().catch(() => undefined);
    }
  });
}
