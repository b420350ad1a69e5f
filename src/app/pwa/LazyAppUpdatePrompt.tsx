import { lazy, Suspense, useEffect, useState } from 'react';

const AppUpdatePrompt = lazy(() => import('@/app/pwa/AppUpdatePrompt').then((m) => ({ default: m.AppUpdatePrompt })));

/** Production builds only: the development server serves no service worker. */
const hasServiceWorker = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * The service worker registers once the page has finished loading, from its own small chunk, so
 * it adds nothing to what the first screen downloads before it can be used. The update banner
 * (and the MUI Alert it is made of) loads only when a new version is actually waiting.
 */
export function LazyAppUpdatePrompt() {
  const [activate, setActivate] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!hasServiceWorker) return;
    const register = () => {
      import('@/app/pwa/service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker((activateUpdate) => setActivate(() => activateUpdate)))
        .catch((error: unknown) => console.error('service worker: registration failed', error));
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);

  if (activate === null) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdatePrompt onActivate={activate} />
    </Suspense>
  );
}
