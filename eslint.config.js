import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other (bulletproof-react); what two of them share lives in
// src/components, src/hooks, src/lib and src/utils, which import no feature and not the app.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/app/*', '@/app'], message: 'Features must not import from the app layer.' },
          ...features
            .filter((other) => other !== feature)
            .map((other) => ({ group: [`@/features/${other}/*`, `../../${other}/*`], message: 'Features must not import each other.' })),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'dist.sourcemaps', '.tools', 'node_modules', 'functions/lib', 'functions/node_modules', 'test-results', 'playwright-report', '.tmp'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...featureBoundaries,
  {
    // Full zod is about 20 KB more (gzip) than zod/mini in every bundle that holds it.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "The app bundles zod/mini: import * as z from 'zod/mini'." },
            {
              name: '@common/schemas',
              allowTypeImports: true,
              message: 'common/schemas.ts is full zod (the functions and the CLI): the app takes its types only; values live in common/constants.ts and the zod/mini modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/utils/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' }] },
      ],
    },
  },
  {
    // common/ is shared by the app, the functions and the scripts: it depends on none of them.
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '../src/*', '../functions/*', '../scripts/*', '../tests/*'], message: 'common/ must not import the app, the functions, the scripts or the tests.' }] },
      ],
    },
  },
  {
    // Hooks live in one kind of place: src/hooks (shared) or a feature's hooks/ folder.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/hooks/**', 'src/features/*/hooks/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name=/^use[A-Z]/]',
          message: 'A hook lives in src/hooks or in its feature’s hooks/ folder.',
        },
      ],
    },
  },
);
