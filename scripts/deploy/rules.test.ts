import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuredStoreIdOf, rulesForStore } from './rules.ts';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

describe('deploy-time rules', () => {
  it('name the configured store in configuredStoreId() and change nothing else', () => {
    const generated = rulesForStore(rules, 'tienda-centro_2026');
    expect(configuredStoreIdOf(generated)).toBe('tienda-centro_2026');
    expect(generated.replace("'tienda-centro_2026'", `'${configuredStoreIdOf(rules)}'`)).toBe(rules);
  });

  it('refuse a store id that would write rules of its own (an attack through VITE_STORE_ID)', () => {
    const injection = "x';\n    }\n    match /{document=**} { allow read, write: if true; }\n    function unused() {\n      return '";
    expect(() => rulesForStore(rules, injection)).toThrow(/VITE_STORE_ID/);
    expect(() => rulesForStore(rules, "tienda' || true || '")).toThrow(/VITE_STORE_ID/);
    expect(() => rulesForStore(rules, 'tienda\\')).toThrow(/VITE_STORE_ID/);
  });

  it('refuse ids Firestore cannot store as a document id', () => {
    for (const storeId of ['', 'a/b', '.', '..', '__tienda__']) {
      expect(() => rulesForStore(rules, storeId), JSON.stringify(storeId)).toThrow(/VITE_STORE_ID/);
    }
  });

  it('refuse rules whose configuredStoreId() lost its shape, instead of deploying the wrong store', () => {
    expect(() => rulesForStore(rules.replace('function configuredStoreId()', 'function storeId()'), 'tienda')).toThrow(/exactly once/);
    const twice = rules.replace('function isSignedIn()', "function configuredStoreId() {\n      return 'otra';\n    }\n\n    function isSignedIn()");
    expect(() => rulesForStore(twice, 'tienda')).toThrow(/exactly once/);
  });
});
