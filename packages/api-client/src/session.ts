export const TOKEN_STORAGE_KEY = 'token';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Session {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  /** Called once per failed refresh; returns the unsubscribe function. */
  onAuthExpired(listener: () => void): () => void;
}

/** A Session plus the one operation only the transport may perform. */
export interface InternalSession extends Session {
  expire(): void;
}

export function memoryStorage(): TokenStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function defaultStorage(): TokenStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Reading localStorage throws where storage is blocked (privacy settings, sandboxed frames).
  }
  return memoryStorage();
}

export function createSession(storage: TokenStorage = defaultStorage()): InternalSession {
  const listeners = new Set<() => void>();
  return {
    getToken: () => storage.getItem(TOKEN_STORAGE_KEY),
    setToken: (token) => storage.setItem(TOKEN_STORAGE_KEY, token),
    clearToken: () => storage.removeItem(TOKEN_STORAGE_KEY),
    onAuthExpired(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    expire() {
      storage.removeItem(TOKEN_STORAGE_KEY);
      for (const listener of [...listeners]) listener();
    },
  };
}
