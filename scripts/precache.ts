// What the service worker leaves out of a device's precache (vite.config.ts): the code of the
// pages a leader's device never needs. The administrators' area is for administrators; the
// registration page is for people who are not leaders yet, and the e-mail action page opens from
// an e-mail's link: both do their work only online. A chunk is left out when only these pages
// load it. A browser that opens one of them online keeps its code from then on (runtime cache),
// so it reloads offline too. Names are the lazy routes' modules, as Rolldown names their chunks.
export const PAGES_LEFT_OUT_OF_PRECACHE = ['admin-area', 'RegistrationPage', 'AuthActionPage'] as const;

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** Loaded with `import()` from another chunk: a lazy page or module. */
  isDynamicEntry: boolean;
  /** The chunks it loads statically, with itself. */
  imports: string[];
  /** The module it is named after (a lazy page's own module), if any. */
  name: string;
}

/** The chunks only the left-out pages load: everything their chunks load statically, minus what any other entry loads. */
export function chunksLeftOutOfPrecache(chunks: BuiltChunk[], pages: readonly string[] = PAGES_LEFT_OUT_OF_PRECACHE): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedWith = (starts: string[]) => {
    const seen = new Set<string>();
    for (let queue = [...starts], next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (seen.has(next) || !byName.has(next)) continue;
      seen.add(next);
      queue.push(...byName.get(next)!.imports);
    }
    return seen;
  };
  const leftOutPages = chunks.filter((chunk) => chunk.isDynamicEntry && pages.includes(chunk.name as (typeof pages)[number]));
  const others = chunks.filter((chunk) => chunk.isEntry || (chunk.isDynamicEntry && !leftOutPages.includes(chunk)));
  const elsewhere = loadedWith(others.map((chunk) => chunk.fileName));
  return new Set([...loadedWith(leftOutPages.map((chunk) => chunk.fileName))].filter((fileName) => !elsewhere.has(fileName)));
}
