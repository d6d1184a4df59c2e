import type { Redis } from 'ioredis';

/** Failed logins of one key (an account or an address) since its record last expired. */
export interface Failures {
  count: number;
  /** Epoch ms of the latest failure. */
  last: number;
}

/**
 * Where failed logins are counted. A record lives `windowMs` after its latest failure, so a
 * steady trickle of failures keeps it (and its delay) alive; quiet time clears it.
 */
export interface FailureStore {
  /** Throws when the store cannot answer: the caller then refuses the login (fails closed). */
  read(key: string): Promise<Failures | undefined>;
  add(key: string, now: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

const RECORDS_KEPT = 100_000;

export function createMemoryFailureStore(): FailureStore {
  const records = new Map<string, Failures & { expiresAt: number }>();
  return {
    async read(key) {
      const record = records.get(key);
      if (record === undefined) return undefined;
      if (record.expiresAt > Date.now()) return { count: record.count, last: record.last };
      records.delete(key);
      return undefined;
    },
    async add(key, now, windowMs) {
      const current = await this.read(key);
      // A flood of distinct keys must not grow the map without bound: the oldest make room.
      if (current === undefined && records.size >= RECORDS_KEPT) {
        const oldest = records.keys().next();
        if (oldest.done !== true) records.delete(oldest.value);
      }
      records.delete(key);
      records.set(key, { count: (current?.count ?? 0) + 1, last: now, expiresAt: now + windowMs });
    },
    async clear(key) {
      records.delete(key);
    },
  };
}

/** Shared by every server instance on the same Redis. */
export function createRedisFailureStore(
  redis: Redis,
  prefix = 'fiera:login-failures:',
): FailureStore {
  return {
    async read(key) {
      const [count, last] = await redis.hmget(prefix + key, 'count', 'last');
      if (count === null || last === null) return undefined;
      return { count: Number(count), last: Number(last) };
    },
    async add(key, now, windowMs) {
      await redis
        .multi()
        .hincrby(prefix + key, 'count', 1)
        .hset(prefix + key, 'last', String(now))
        .pexpire(prefix + key, windowMs)
        .exec()
        .then((results) => {
          const failed = results?.find(([error]) => error !== null);
          if (failed?.[0]) throw failed[0];
        });
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
