import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { reloadOnceForFailedChunks } from '@/app/chunk-reload';
import { reportUncaughtErrors } from '@/app/error-reporting/uncaught-errors';

reportUncaughtErrors();
reloadOnceForFailedChunks();

const root = createRoot(document.getElementById('root')!);
// A transition renders in short slices, yielding to the browser in between: no long task
// blocks input while the first screen is built, so a slow phone can type at once.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
