// The deploy-time firestore.rules: the repository's rules with configuredStoreId() returning
// the store of this deployment (VITE_STORE_ID), so nobody edits the rules by hand.

const CONFIGURED_STORE_FUNCTION = /(function configuredStoreId\(\) \{\n\s*return )'([^'\n]*)'(;\n\s*\})/g;

/** The store id the rules name today. */
export function configuredStoreIdOf(rules: string): string {
  const matches = [...rules.matchAll(CONFIGURED_STORE_FUNCTION)];
  if (matches.length !== 1) throw new Error(`firestore.rules must define configuredStoreId() exactly once as "return '...';" (found ${matches.length}).`);
  return matches[0][2];
}

/**
 * Store ids are written into the rules' source, so only letters, digits, '-' and '_' are
 * accepted: a quote or a backslash could otherwise end the string and add rules of its own.
 * Firestore's own limits on document ids (no '/', not '.', '..' or __name__) hold too.
 */
export function storeIdProblem(storeId: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(storeId)) return 'VITE_STORE_ID must be 1 to 128 letters, digits, "-" or "_".';
  if (/^__.*__$/.test(storeId)) return 'VITE_STORE_ID cannot look like __name__ (reserved by Firestore).';
  return null;
}

/** The rules with configuredStoreId() returning `storeId`; everything else unchanged. */
export function rulesForStore(rules: string, storeId: string): string {
  const problem = storeIdProblem(storeId);
  if (problem) throw new Error(`${problem} Got ${JSON.stringify(storeId)}.`);
  configuredStoreIdOf(rules);
  return rules.replace(CONFIGURED_STORE_FUNCTION, (_match, head: string, _old: string, tail: string) => `${head}'${storeId}'${tail}`);
}
