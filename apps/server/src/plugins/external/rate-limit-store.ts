import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisBreaker } from './redis-breaker';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

const KEYS_KEPT = 100_000;

/** Fixed windows in this process: the counts of one instance only. */
export function createMemoryWindows() {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    incr(key: string, timeWindow: number, now = Date.now()): Counted {
      let window = windows.get(key);
      if (window === undefined || window.resetAt <= now) {
        // A flood of distinct keys must not grow the map without bound: the oldest make room.
        if (window === undefined && windows.size >= KEYS_KEPT) {
          const oldest = windows.keys().next();
          if (oldest.done !== true) windows.delete(oldest.value);
        }
        window = { count: 0, resetAt: now + timeWindow };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return { current: window.count, ttl: window.resetAt - now };
    },
  };
}

const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/**
 * Counts in this process's memory always, and in Redis, shared by every instance, while it
 * answers; a request is judged by the larger count. While Redis is away (or after it restarted
 * empty) a limit counts per instance, so with two instances a client gets up to twice its
 * allowance, never more and never an unlimited one, and logins and resets keep working: a Redis
 * outage at the doors' opening must not lock the visitors out.
 */
export function redisStoreWithMemoryFallback(
  redis: Redis,
  breaker: RedisBreaker,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const memory = createMemoryWindows();
  const store: FastifyRateLimitStore = {
    incr(key: string, callback: Callback, timeWindow: number) {
      const local = memory.incr(key, timeWindow);
      // Not connected, or failing lately: at once, rather than wait for Redis.
      if (!breaker.usable()) {
        callback(null, local);
        return;
      }
      redis.eval(INCR_SCRIPT, 1, nameSpace + key, timeWindow).then(
        (result) => {
          breaker.succeeded();
          const [current, ttl] = result as [number, number];
          callback(null, current >= local.current ? { current, ttl } : local);
        },
        (error: unknown) => {
          breaker.failed(error);
          callback(null, local);
        },
      );
    },
    // Every limiter shares the one store: each key already names its limit.
    child: () => store,
  };
  return function RedisWithMemoryFallback() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}
