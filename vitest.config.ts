import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          // Most unit tests are pure TypeScript: a browser document costs seconds per file, so
          // only a test that renders or uses browser APIs asks for jsdom (`@vitest-environment jsdom`).
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'functions/src/**/*.test.ts', 'demo-shop/**/*.test.ts'],
          setupFiles: ['tests/support/setup-dom.ts'],
          // The first render of a file's MUI components in jsdom was seen to take over the default
          // 5 s on a 2-core machine running emulators beside it; a real failure still fails.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          // Firebase's Node build (gRPC) only works in the node environment.
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/require-emulators.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
