import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

const integration = {
  // Firebase's Node build (gRPC) only works in the node environment.
  environment: 'node' as const,
  include: ['tests/integration/**/*.test.ts'],
  globalSetup: ['tests/support/require-emulators.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// The integration files that need the stack to themselves: a figure timed against a budget, a
// pause of every trigger, a sweep over every event and hold, an export of the whole stack. Every
// other file works on data of its own, beside one other file.
const INTEGRATION_ALONE = [
  'tests/integration/functions/admin-callables.test.ts',
  'tests/integration/functions/admin-cli.test.ts',
  'tests/integration/functions/shop-maintenance.test.ts',
  'tests/integration/restore-drill.test.ts',
];

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
          ...integration,
          name: 'integration',
          exclude: INTEGRATION_ALONE,
          // Two files at a time: a file mostly waits for the emulators and the triggers.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration-alone',
          include: INTEGRATION_ALONE,
          fileParallelism: false,
          // After the files that share the stack, one at a time.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
