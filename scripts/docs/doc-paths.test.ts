// Every repository path the README and the documents name exists: a moved or deleted file
// cannot leave a pointer behind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCUMENTS = ['README.md', 'functions/README.md', 'scripts/admin/README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
/** Where repository paths start; anything else in backticks is code, a command or a value. */
const TOP_LEVEL = /^(src|common|functions|scripts|tests|docs|public|extensions|\.ci)\//;
const ROOT_FILES = /^(firebase\.json|firestore\.rules|firestore\.indexes\.json|database\.rules\.json|package\.json|vite\.config\.ts|vitest\.config\.ts|playwright\.config\.ts|eslint\.config\.js|index\.html|\.env\.example|\.firebaserc)$/;
/** Placeholders and patterns, not paths: functions/.env.<project>, .env.PROJECT_ID, admin-area-*.js, {uid}. */
const NOT_A_PATH = /[<>{}*…$\s]|\.\.\.|\b[A-Z][A-Z_]*ID\b/;

/** The repository paths a Markdown document names: in backticks, and as relative link targets. */
export function namedPaths(markdown: string, documentPath: string): string[] {
  const found: string[] = [];
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const candidate = code.replace(/[.,:;)]+$/, '').replace(/:\d+$/, '');
    if ((TOP_LEVEL.test(candidate) || ROOT_FILES.test(candidate)) && !NOT_A_PATH.test(candidate)) found.push(candidate.replace(/\/$/, ''));
  }
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    found.push(path.posix.normalize(path.posix.join(path.posix.dirname(documentPath), target.replace(/#.*$/, ''))));
  }
  return [...new Set(found)];
}

describe('the paths the README and docs/ name', () => {
  it.each(DOCUMENTS)('%s names only paths that exist', (document) => {
    // A document in a folder may name paths from there (functions/README.md: `src/lib/…`).
    const folder = path.dirname(document);
    const exists = (named: string) => existsSync(path.join(ROOT, named)) || existsSync(path.join(ROOT, folder, named));
    const missing = namedPaths(readFileSync(path.join(ROOT, document), 'utf8'), document).filter((named) => !exists(named));
    expect(missing).toEqual([]);
  });

  it('finds paths in backticks and in links, and leaves placeholders alone', () => {
    const markdown = 'See `src/lib/texts.ts`, `common/paths.ts:12`, [the runbook](deploy.md#9), `functions/.env.<project>`, `functions/.env.PROJECT_ID`, `npm test`.';
    expect(namedPaths(markdown, 'docs/architecture.md')).toEqual(['src/lib/texts.ts', 'common/paths.ts', 'docs/deploy.md']);
  });
});
