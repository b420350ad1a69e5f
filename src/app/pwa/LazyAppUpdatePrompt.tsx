import { lazy, Suspense, useEffect, useState } from 'react';

const AppUpdatePrompt = lazy(() => import('@/app/pwa/AppUpdatePrompt').then((m) => ({ default: m.AppUpdatePrompt })));

/** Production builds only: the development server serves no service worker. */
const hasServiceWorker = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * The service worker and its update prompt load once the page has finished loading, from their
 * own chunk: they add nothing to what the first screen downloads before it can be used.
 */
export function LazyAppUpdatePrompt() {
  const [pageLoaded, setPageLoaded] = useState(() => document.readyState === 'complete');

  useEffect(() => {
    if (pageLoaded) return;
    const onLoad = () => setPageLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [pageLoaded]);

  if (!hasServiceWorker || !pageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdatePrompt />
    </Suspense>
  );
}
