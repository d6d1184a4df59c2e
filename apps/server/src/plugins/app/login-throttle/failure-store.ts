import type { Redis } from 'ioredis';
import type { RedisBreaker } from '../../external/redis-breaker';

/** How failures on one key slow the next attempt down (see login-throttle/index.ts). */
export interface Policy {
  /** Failures allowed without any wait. */
  free: number;
  /** The wait after the first failure beyond `free`, doubled every `doublingEvery` failures. */
  firstDelayMs: number;
  doublingEvery: number;
  maxDelayMs: number;
  /** A record lives this long after its latest attempt. */
  windowMs: number;
}

/** The wait before the next attempt, once `failures` attempts have failed. */
export function delayAfter(failures: number, policy: Policy): number {
  const beyond = failures - policy.free + 1;
  if (beyond <= 0) return 0;
  const doublings = Math.floor((beyond - 1) / policy.doublingEvery);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(doublings, 20));
}

export interface Counted {
  key: string;
  policy: Policy;
}

/**
 * Where login attempts are counted. An attempt is counted as a failure when it starts, in the
 * same atomic step that checks whether it may start: counted only after the password check,
 * a burst of parallel attempts would all pass the check before the first one failed. What
 * turns out not to be a failure is taken back.
 */
export interface FailureStore {
  /**
   * 0 when the attempt may go on (and is then counted on every key); otherwise the ms to wait,
   * and nothing is counted. Throws when the store cannot answer (the caller then refuses).
   */
  attempt(counted: readonly Counted[], now: number): Promise<number>;
  /** Takes one counted attempt back (it was no failure). */
  uncount(key: string): Promise<void>;
  /** Forgets the key's failures (a success on the account). */
  clear(key: string): Promise<void>;
}

const RECORDS_KEPT = 100_000;

interface MemoryRecord {
  count: number;
  last: number;
  expiresAt: number;
}

/** One process: check and count happen in one synchronous step, which makes them atomic. */
export function createMemoryFailureStore(): FailureStore {
  const records = new Map<string, MemoryRecord>();

  function live(key: string, now: number): MemoryRecord | undefined {
    const record = records.get(key);
    if (record === undefined || record.expiresAt > now) return record;
    records.delete(key);
    return undefined;
  }

  return {
    async attempt(counted, now) {
      let wait = 0;
      for (const { key, policy } of counted) {
        const record = live(key, now);
        if (record === undefined) continue;
        wait = Math.max(wait, record.last + delayAfter(record.count, policy) - now);
      }
      if (wait > 0) return wait;
      for (const { key, policy } of counted) {
        const record = live(key, now);
        // A flood of distinct keys must not grow the map without bound: the oldest make room.
        if (record === undefined && records.size >= RECORDS_KEPT) {
          const oldest = records.keys().next();
          if (oldest.done !== true) records.delete(oldest.value);
        }
        records.delete(key);
        records.set(key, {
          count: (record?.count ?? 0) + 1,
          last: now,
          expiresAt: now + policy.windowMs,
        });
      }
      return 0;
    },
    async uncount(key) {
      const record = records.get(key);
      if (record !== undefined) record.count = Math.max(0, record.count - 1);
    },
    async clear(key) {
      records.delete(key);
    },
  };
}

/**
 * The same rule as delayAfter and the memory store, run by Redis as one script: atomic across
 * every server instance. KEYS: the records; ARGV: now, then per key free, firstDelayMs,
 * doublingEvery, maxDelayMs, windowMs.
 */
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local base = 1 + (i - 1) * 5
  local free, first, every, max = tonumber(ARGV[base + 1]), tonumber(ARGV[base + 2]), tonumber(ARGV[base + 3]), tonumber(ARGV[base + 4])
  local count = tonumber(redis.call('HGET', key, 'count') or '0')
  local last = tonumber(redis.call('HGET', key, 'last') or '0')
  local beyond = count - free + 1
  if count > 0 and beyond > 0 then
    local delay = math.min(max, first * 2 ^ math.min(math.floor((beyond - 1) / every), 20))
    wait = math.max(wait, last + delay - now)
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local base = 1 + (i - 1) * 5
  redis.call('HINCRBY', key, 'count', 1)
  redis.call('HSET', key, 'last', now)
  redis.call('PEXPIRE', key, tonumber(ARGV[base + 5]))
end
return 0
`;

const UNCOUNT_SCRIPT = `
if redis.call('HINCRBY', KEYS[1], 'count', -1) < 0 then redis.call('HSET', KEYS[1], 'count', 0) end
return 0
`;

/** Shared by every server instance on the same Redis. */
export function createRedisFailureStore(
  redis: Redis,
  prefix = 'fiera:login-failures:',
): FailureStore {
  return {
    async attempt(counted, now) {
      const keys = counted.map(({ key }) => prefix + key);
      const args = counted.flatMap(({ policy }) => [
        policy.free,
        policy.firstDelayMs,
        policy.doublingEvery,
        policy.maxDelayMs,
        policy.windowMs,
      ]);
      const wait = await redis.eval(ATTEMPT_SCRIPT, keys.length, ...keys, now, ...args);
      return Number(wait);
    },
    async uncount(key) {
      // Only an existing record: a key that expired meanwhile is not brought back at -1.
      if ((await redis.exists(prefix + key)) === 1)
        await redis.eval(UNCOUNT_SCRIPT, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Counted in this process's memory always, and in Redis while it answers: an attempt goes on
 * only when both allow it. Memory alone holds while Redis is away, so a guesser gets at most one
 * allowance per instance however often Redis comes and goes (or restarts empty); Redis adds
 * what the other instances saw. Takings back and clearings go to both.
 */
export function createFailureStoreWithFallback(
  breaker: RedisBreaker,
  shared: FailureStore,
  local: FailureStore,
): FailureStore {
  const both = async (work: (store: FailureStore) => Promise<void>) => {
    await work(local);
    if (!breaker.usable()) return;
    try {
      await work(shared);
      breaker.succeeded();
    } catch (error) {
      breaker.failed(error);
      throw error;
    }
  };
  return {
    async attempt(counted, now) {
      const localWait = await local.attempt(counted, now);
      // Not connected, or failing lately: at once, rather than wait for Redis.
      if (localWait > 0 || !breaker.usable()) return localWait;
      let sharedWait: number;
      try {
        sharedWait = await shared.attempt(counted, now);
        breaker.succeeded();
      } catch (error) {
        breaker.failed(error);
        return 0;
      }
      // Refused by what the other instances saw: this attempt counts for nothing here either.
      if (sharedWait > 0) await Promise.all(counted.map(({ key }) => local.uncount(key)));
      return sharedWait;
    },
    uncount: (key) => both((store) => store.uncount(key)),
    clear: (key) => both((store) => store.clear(key)),
  };
}
