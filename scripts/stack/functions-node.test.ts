import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsNode, runtimeNodeMajor } from './functions-node.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository with firebase.json's functions runtime and, optionally, an installed `node` package. */
function repository(runtime: string, installedNode?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'functions-node-'));
  roots.push(root);
  writeFileSync(path.join(root, 'firebase.json'), JSON.stringify({ functions: [{ source: 'functions', runtime }] }));
  if (installedNode) {
    const packageDir = path.join(root, 'functions/node_modules/node');
    mkdirSync(path.join(packageDir, 'bin'), { recursive: true });
    writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ name: 'node', version: installedNode }));
    writeFileSync(path.join(packageDir, 'bin/node'), '');
  }
  return root;
}

describe("the functions' local Node", () => {
  it('reads the Node major of a Cloud Functions runtime id', () => {
    expect([runtimeNodeMajor('nodejs22'), runtimeNodeMajor('nodejs24'), runtimeNodeMajor('python312'), runtimeNodeMajor(undefined)]).toEqual([22, 24, null, null]);
  });

  it("is functions' node package when its major is the runtime's", () => {
    const root = repository('nodejs22', '22.23.3');
    expect(functionsNode(root)).toEqual({ bin: path.join(root, 'functions/node_modules/node/bin/node'), version: '22.23.3' });
  });

  it('is refused, saying what to do, when it is missing or of another major', () => {
    expect(() => functionsNode(repository('nodejs22'))).toThrow(/functions\/node_modules\/node is missing: run npm ci/);
    expect(() => functionsNode(repository('nodejs24', '22.23.3'))).toThrow(/node devDependency is 22\.23\.3/);
  });
});
