// Deploy-time configuration checked with firebase-tools' own code, offline: the functions'
// runtime (the check that printed "Runtime Node.js 20 was decommissioned ...") and the
// Firestore TTL policies. When Google decommissions the declared runtime, this fails in CI
// before a deploy does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runtimeNodeMajor } from '../stack/functions-node.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const requireFromRoot = createRequire(`${root}package.json`);
const firebaseTools = (file: string) => requireFromRoot(`${root}node_modules/firebase-tools/lib/${file}`);

const runtimes = firebaseTools('deploy/functions/runtimes/supported/index.js') as {
  guardVersionSupport(runtime: string, now?: Date): void;
  isRuntime(runtime: string): boolean;
};
const runtimeChoice = firebaseTools('deploy/functions/runtimes/node/parseRuntimeAndValidateSDK.js') as {
  getRuntimeChoice(sourceDir: string, runtimeFromConfig?: string): string;
};
const { FirestoreApi } = firebaseTools('firestore/api.js') as {
  FirestoreApi: new () => { validateSpec(spec: unknown): void; upgradeOldSpec(spec: unknown): unknown };
};

const firebaseJson = JSON.parse(readFileSync(`${root}firebase.json`, 'utf8')) as { functions: Array<{ source: string; runtime?: string }> };
const indexes = JSON.parse(readFileSync(`${root}firestore.indexes.json`, 'utf8')) as {
  fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }>;
};

describe('the functions runtime', () => {
  const [codebase] = firebaseJson.functions;
  const functionsDir = `${root}${codebase.source}`;

  it('is nodejs22 in firebase.json and in the engines field of functions/package.json', () => {
    expect(runtimeChoice.getRuntimeChoice(functionsDir, codebase.runtime)).toBe('nodejs22');
    expect(runtimeChoice.getRuntimeChoice(functionsDir, undefined)).toBe('nodejs22');
  });

  it('is the Node.js the local emulators run the functions on: the node devDependency of functions', () => {
    const manifest = JSON.parse(readFileSync(`${functionsDir}/package.json`, 'utf8')) as { devDependencies: Record<string, string> };
    expect(runtimeNodeMajor(codebase.runtime)).toBe(22);
    expect(Number(manifest.devDependencies.node.split('.')[0])).toBe(runtimeNodeMajor(codebase.runtime));
  });

  it("passes firebase-tools' own deploy check today", () => {
    const runtime = runtimeChoice.getRuntimeChoice(functionsDir, codebase.runtime);
    expect(runtimes.isRuntime(runtime)).toBe(true);
    expect(() => runtimes.guardVersionSupport(runtime, new Date())).not.toThrow();
  });

  it('is a check that refuses a decommissioned runtime (Node.js 20 since 2026-10-30)', () => {
    expect(() => runtimes.guardVersionSupport('nodejs20', new Date('2026-11-01T00:00:00Z'))).toThrow(/decommissioned/);
    expect(() => runtimes.guardVersionSupport('nodejs22', new Date('2028-11-01T00:00:00Z'))).toThrow(/decommissioned/);
  });
});

describe('TTL policies', () => {
  it.each(['mail', 'rateLimits', 'generateRequests'])('%s documents expire on expiresAt', (collectionGroup) => {
    expect(indexes.fieldOverrides).toContainEqual({ collectionGroup, fieldPath: 'expiresAt', ttl: true, indexes: [] });
  });

  it("is a spec firebase-tools' own validation accepts", () => {
    const api = new FirestoreApi();
    expect(() => api.validateSpec(api.upgradeOldSpec(indexes))).not.toThrow();
    expect(() => api.validateSpec(api.upgradeOldSpec({ ...indexes, fieldOverrides: [{ collectionGroup: 'mail', fieldPath: 'expiresAt', ttl: 'sí', indexes: [] }] }))).toThrow(
      /ttl/,
    );
  });
});
