// Web Storage can throw (Safari private mode, storage disabled, quota) and does not exist during SSR,
// so every read and write goes through these guards and degrades to "nothing stored".

export type StorageArea = 'session' | 'local';

function storageFor(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return storageFor(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(area: StorageArea, key: string, value: string): void {
  try {
    storageFor(area)?.setItem(key, value);
  } catch {
    // A full or disabled storage only costs the remembered choice.
  }
}

export function removeStorage(area: StorageArea, key: string): void {
  try {
    storageFor(area)?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
