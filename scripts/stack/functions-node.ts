// The functions run on firebase.json's runtime (nodejs22) in production. Locally the Firebase CLI
// runs them on its own Node: it would pick functions/node_modules/node ("from local cache"), but
// its check for that package never matches an npm install (it looks for the package.json above
// node_modules/node, not inside it), so it falls back to the Node that runs the CLI. The stack
// therefore runs the CLI itself on functions' `node` devDependency (installed by npm ci), and
// the CLI then says "Using node@22 from host."
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface FunctionsNode {
  /** The Node binary of functions' `node` package. */
  bin: string;
  version: string;
}

/** The Node major version of a Cloud Functions runtime id ('nodejs22' → 22), or null. */
export function runtimeNodeMajor(runtime: string | undefined): number | null {
  const match = runtime?.match(/^nodejs(\d+)$/);
  return match ? Number(match[1]) : null;
}

/** The runtime declared for the (single) functions codebase in firebase.json. */
export function declaredRuntime(root: string): string | undefined {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { functions: Array<{ runtime?: string }> };
  return config.functions[0]?.runtime;
}

/**
 * The Node that runs the functions locally: functions' `node` package, of the same major as
 * firebase.json's runtime. Throws with what to do when it is missing or of another major.
 */
export function functionsNode(root: string): FunctionsNode {
  const runtime = declaredRuntime(root);
  const major = runtimeNodeMajor(runtime);
  if (major === null) throw new Error(`firebase.json declares the functions runtime "${runtime}", not nodejsNN.`);
  const packageDir = path.join(root, 'functions/node_modules/node');
  const bin = path.join(packageDir, 'bin/node');
  const manifest = path.join(packageDir, 'package.json');
  if (!existsSync(bin) || !existsSync(manifest)) {
    throw new Error(`The functions run on Node ${major} (${runtime} in firebase.json), but functions/node_modules/node is missing: run npm ci.`);
  }
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  if (Number(version.split('.')[0]) !== major) {
    throw new Error(
      `The functions run on Node ${major} (${runtime} in firebase.json), but functions' node devDependency is ${version}: make them agree.`,
    );
  }
  return { bin, version };
}
