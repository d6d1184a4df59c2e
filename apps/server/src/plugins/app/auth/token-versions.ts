import type { Database } from '../../../db/client';
import { createTokenVersionsRepository } from './token-versions-repository';

/**
 * How long a user's token version read from the database is trusted before it is read again.
 * This instance forgets it at once when it raises it, and tells the other instances through
 * Redis when there is one (`announce`); without Redis, another instance sharing the database (or
 * the CLI changing a role) is seen within this time.
 */
export const TOKEN_VERSION_RECHECK_MS = 5_000;
const VERSIONS_KEPT = 10_000;
const DELETED = -1;

export interface TokenVersions {
  /**
   * Whether a token of this version is still good, when known without the database: a staff
   * phone scanning at the gate gets its answer synchronously. Undefined: ask `isCurrent`.
   */
  knownCurrent(userId: number, version: number): boolean | undefined;
  isCurrent(userId: number, version: number): Promise<boolean>;
  /** Ends every access token of the user issued so far (in `executor`'s transaction if given). */
  raise(userId: number, executor?: Database): Promise<void>;
  /** After a change made elsewhere (a committed transaction, a deletion): read it again. */
  forget(userId: number): void;
  /** What another instance announced: forgotten here, not announced again. */
  forgetAnnounced(userId: number): void;
}

export interface TokenVersionsOptions {
  now?: () => number;
  /** Tells the other instances that a user's version changed (committed). */
  announce?: (userId: number) => void;
}

export function createTokenVersions(
  db: Database,
  { now = () => Date.now(), announce = () => undefined }: TokenVersionsOptions = {},
): TokenVersions {
  const repository = createTokenVersionsRepository(db);
  const known = new Map<number, { version: number; readAt: number }>();

  function fresh(userId: number): number | undefined {
    const entry = known.get(userId);
    if (entry === undefined) return undefined;
    if (now() - entry.readAt < TOKEN_VERSION_RECHECK_MS) return entry.version;
    known.delete(userId);
    return undefined;
  }

  function remember(userId: number, version: number): void {
    if (known.size >= VERSIONS_KEPT && !known.has(userId)) {
      const oldest = known.keys().next();
      if (oldest.done !== true) known.delete(oldest.value);
    }
    known.set(userId, { version, readAt: now() });
  }

  return {
    knownCurrent(userId, version) {
      const current = fresh(userId);
      return current === undefined ? undefined : current === version;
    },

    async isCurrent(userId, version) {
      let current = fresh(userId);
      if (current === undefined) {
        current = (await repository.current(userId)) ?? DELETED;
        remember(userId, current);
      }
      return current === version;
    },

    async raise(userId, executor) {
      await createTokenVersionsRepository(executor ?? db).raise(userId);
      known.delete(userId);
      // In a caller's transaction the change is not visible yet: the caller's forget() after
      // the commit announces it.
      if (executor === undefined) announce(userId);
    },

    forget(userId) {
      known.delete(userId);
      announce(userId);
    },

    forgetAnnounced(userId) {
      known.delete(userId);
    },
  };
}
