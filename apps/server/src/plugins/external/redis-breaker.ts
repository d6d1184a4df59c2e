import type { Redis } from 'ioredis';

/**
 * After a command failed or timed out, Redis is left alone this long: a Redis that hangs
 * (accepting connections, answering nothing) would otherwise cost every limited request a full
 * command timeout.
 */
export const REDIS_PAUSE_AFTER_FAILURE_MS = 5_000;

/** Whether the limits ask Redis now, or count in this process's memory. */
export interface RedisBreaker {
  usable(): boolean;
  /** A command failed: memory for a while, and the outage logged once. */
  failed(error: unknown): void;
  /** A command answered: the outage, if there was one, is over. */
  succeeded(): void;
}

export function createRedisBreaker(
  redis: Redis,
  log: { outage(error: unknown): void; recovered(): void },
  now: () => number = Date.now,
): RedisBreaker {
  let failedAt = Number.NEGATIVE_INFINITY;
  let down = false;
  const outage = (error: unknown) => {
    if (down) return;
    down = true;
    log.outage(error);
  };
  // The connection lost (not closed by the server's own stop, which does not reconnect).
  redis.on('reconnecting', () => outage(new Error('redis connection lost: reconnecting')));
  return {
    usable: () => redis.status === 'ready' && now() - failedAt >= REDIS_PAUSE_AFTER_FAILURE_MS,
    failed(error) {
      failedAt = now();
      outage(error);
    },
    succeeded() {
      if (!down) return;
      down = false;
      log.recovered();
    },
  };
}

/**
 * A connection's errors, the first of each outage only: a Redis that stays down makes the client
 * report every reconnection attempt, thousands of lines an hour.
 */
export function logFirstErrorOfOutage(redis: Redis, log: (error: unknown) => void): void {
  let reported = false;
  redis.on('error', (error: unknown) => {
    if (reported) return;
    reported = true;
    log(error);
  });
  redis.on('ready', () => {
    reported = false;
  });
}
