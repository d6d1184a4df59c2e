import { createStore, get, set, update, type UseStore } from 'idb-keyval';

/**
 * Where the scanner keeps what it needs without network (keys, revocations, the check-ins it
 * has seen, the queue): IndexedDB, which survives a reload, a crash and a phone restart, and
 * holds a fair's worth of revocations that localStorage's few megabytes might not.
 */
export interface ScannerStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /** Read, change and write in one transaction: two tabs never lose each other's scans. */
  update<T>(key: string, change: (current: T | undefined) => T): Promise<T>;
}

export function indexedDbStorage(store: UseStore = createStore('fiera-scanner', 'state')) {
  return {
    get: <T>(key: string) => get<T>(key, store),
    set: (key: string, value: unknown) => set(key, value, store),
    async update<T>(key: string, change: (current: T | undefined) => T): Promise<T> {
      let next: T | undefined;
      await update<T>(
        key,
        (current) => {
          next = change(current);
          return next;
        },
        store,
      );
      return next as T;
    },
  } satisfies ScannerStorage;
}

/** Kept in memory only: tests, and browsers without IndexedDB (private modes of old Firefox). */
export function memoryStorage(): ScannerStorage {
  const values = new Map<string, unknown>();
  // Copies in and out, as IndexedDB's structured clone does: callers cannot share state by accident.
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
  return {
    get: async <T>(key: string) => copy(values.get(key) as T | undefined),
    set: async (key, value) => {
      values.set(key, copy(value));
    },
    update: async <T>(key: string, change: (current: T | undefined) => T) => {
      const next = change(copy(values.get(key) as T | undefined));
      values.set(key, copy(next));
      return copy(next);
    },
  };
}

export function defaultScannerStorage(): ScannerStorage {
  return typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage();
}
