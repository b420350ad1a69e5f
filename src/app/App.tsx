import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { LazyAppUpdatePrompt } from '@/app/pwa/LazyAppUpdatePrompt';
import { AppRoutes } from '@/app/router';

export function App() {
  return (
    <AppProviders>
      {/* Above the page, in the flow: an update banner covers nothing. */}
      <LazyAppUpdatePrompt />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
