// Web Storage throws when a browser blocks it (private modes, storage disabled by policy, quota
// full). Everything the app keeps there is a convenience, so each call fails soft and says so.

export type StorageArea = 'local' | 'session';

function storage(area: StorageArea): Storage {
  // Reading the property itself throws where storage is blocked, so it stays inside the try.
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** The stored value, null when nothing is stored, or undefined when storage is unavailable. */
export function readStored(area: StorageArea, key: string): string | null | undefined {
  try {
    return storage(area).getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores `value`; false when storage is unavailable or full. */
export function writeStored(area: StorageArea, key: string, value: string): boolean {
  try {
    storage(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`, or every key that `key` accepts. Nothing happens when storage is unavailable. */
export function removeStored(area: StorageArea, key: string | ((storedKey: string) => boolean)): void {
  try {
    const store = storage(area);
    if (typeof key === 'string') store.removeItem(key);
    else for (const storedKey of Object.keys(store)) if (key(storedKey)) store.removeItem(storedKey);
  } catch {
    // Nothing could have been stored.
  }
}
