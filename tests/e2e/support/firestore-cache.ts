import type { Page } from '@playwright/test';

// What the page's Firestore SDK keeps in its IndexedDB cache, read with the browser's own
// IndexedDB API: which databases it has, and which queries it can resume after a reload.

/** A navigation ended the document an evaluation ran in (a sign-out loads the sign-in page anew). */
const DOCUMENT_REPLACED = /Execution context was destroyed/;
const READS_ACROSS_NAVIGATIONS = 3;

/**
 * The names of this origin's IndexedDB databases that belong to Firestore. The databases belong
 * to the origin, not the document: when a navigation replaces the document during the read, it is
 * read again in the new one.
 */
export async function firestoreDatabases(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('firestore/')));
    } catch (error) {
      if (attempt >= READS_ACROSS_NAVIGATIONS || !DOCUMENT_REPLACED.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/**
 * The queries whose results the page's Firestore cache holds with a resume token, as JSON (see
 * `ListenTarget.query` in firestore-listen.ts): the SDK stores the token with the results it has
 * applied, and a reload resumes from it. Until then a reload asks for the query afresh.
 */
export async function queriesWithStoredResumeToken(page: Page): Promise<string[]> {
  const names = await firestoreDatabases(page);
  return page.evaluate(async (names) => {
    interface StoredTarget {
      resumeToken?: string;
      query?: { structuredQuery?: unknown };
    }
    const queries: string[] = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains('targets')) continue;
        const targets = await new Promise<StoredTarget[]>((resolve, reject) => {
          const request = db.transaction('targets', 'readonly').objectStore('targets').getAll();
          request.onsuccess = () => resolve(request.result as StoredTarget[]);
          request.onerror = () => reject(request.error);
        });
        for (const target of targets) if (target.resumeToken && target.query?.structuredQuery) queries.push(JSON.stringify(target.query.structuredQuery));
      } finally {
        db.close();
      }
    }
    return queries;
  }, names);
}
