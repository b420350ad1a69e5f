import { afterEach } from 'vitest';

// Only the tests that run in jsdom render: the pure ones do not load Testing Library.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  // Vitest globals are off, so Testing Library cannot register its own cleanup.
  afterEach(cleanup);
}
