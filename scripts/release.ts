// The release id of a build: the app's version and the commit it was built from
// (`0.1.0+abc1234`). The app reports it with every error (Error Reporting's service version), and
// the release's source maps are kept under it (docs/deploy.md, "Reading a stack trace").
// APP_RELEASE overrides it (a build outside git).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function appRelease(root: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.APP_RELEASE) return env.APP_RELEASE;
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || commit;
  } catch {
    // Not a git checkout: the version alone, marked as local.
  }
  return `${version}+${commit}`;
}

/** Where a build's source maps go, beside (never inside) the folder Hosting serves: `dist` → `dist.sourcemaps`. */
export function sourceMapsDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}.sourcemaps`;
}

/** The file beside a build's source maps that names the release they belong to. */
export const RELEASE_FILE = 'release.json';

/** The release a build was made for, as it recorded it beside its source maps (null when it recorded none). */
export function builtRelease(outDir: string): string | null {
  const file = path.join(sourceMapsDir(outDir), RELEASE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { release: string }).release : null;
}
