import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  createFailureStoreWithFallback,
  createMemoryFailureStore,
  type FailureStore,
} from '../src/plugins/app/login-throttle/failure-store';
import { ACCOUNT_POLICY } from '../src/plugins/app/login-throttle/index';
import { redisStoreWithMemoryFallback } from '../src/plugins/external/rate-limit-store';
import {
  createRedisBreaker,
  REDIS_PAUSE_AFTER_FAILURE_MS,
} from '../src/plugins/external/redis-breaker';

/**
 * The moments a real Redis is hard to catch in: a command already sent when the connection goes,
 * or a Redis that hangs, which still looks connected while its commands time out. (A Redis
 * plainly down is tested for real in rate-limits.test.ts and test-instances/redis-down.test.ts.)
 */
function redisTimingOut() {
  const redis = Object.assign(new EventEmitter(), {
    status: 'ready',
    calls: 0,
    eval() {
      redis.calls += 1;
      return Promise.reject(new Error('Command timed out'));
    },
  });
  return redis;
}

function breakerFor(redis: ReturnType<typeof redisTimingOut>, clock: { now: number }) {
  const logged: string[] = [];
  const breaker = createRedisBreaker(
    redis as unknown as Redis,
    { outage: () => logged.push('outage'), recovered: () => logged.push('recovered') },
    () => clock.now,
  );
  return { breaker, logged };
}

describe('limits when Redis fails under a command', () => {
  it('counts in memory instead of letting the request through, and leaves Redis alone a while', async () => {
    const redis = redisTimingOut();
    const clock = { now: 1_000_000 };
    const { breaker, logged } = breakerFor(redis, clock);
    const Store = redisStoreWithMemoryFallback(redis as unknown as Redis, breaker, 'test:');
    // The plugin constructs its store with its own options; this one needs none of them.
    const store = new Store({});
    const incr = () =>
      new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) =>
        store.incr(
          'forgotPassword:1:account:x',
          (error, result) => (error === null ? resolve(result) : reject(error)),
          60_000,
          3,
        ),
      );
    expect((await incr())?.current).toBe(1);
    expect((await incr())?.current).toBe(2);
    expect((await incr())?.current).toBe(3);
    // One timed-out command, then memory at once: not a timeout per request.
    expect(redis.calls).toBe(1);
    expect(logged).toEqual(['outage']);

    clock.now += REDIS_PAUSE_AFTER_FAILURE_MS;
    expect((await incr())?.current).toBe(4);
    expect(redis.calls).toBe(2);
    expect(logged).toEqual(['outage']);
  });

  it('still slows a guesser down, counting the failures in memory', async () => {
    const redis = redisTimingOut();
    const { breaker } = breakerFor(redis, { now: 1_000_000 });
    const failing: FailureStore = {
      attempt: () => redis.eval(),
      uncount: () => redis.eval(),
      clear: () => redis.eval(),
    };
    const store = createFailureStoreWithFallback(breaker, failing, createMemoryFailureStore());
    const counted = [{ key: 'account', policy: ACCOUNT_POLICY }];
    const now = Date.now();
    for (let failure = 0; failure < ACCOUNT_POLICY.free; failure += 1) {
      expect(await store.attempt(counted, now)).toBe(0);
    }
    expect(await store.attempt(counted, now)).toBeGreaterThan(0);
    expect(redis.calls).toBe(1);
  });

  it('logs the outage once when the connection is lost, and the recovery once', () => {
    const redis = redisTimingOut();
    const { breaker, logged } = breakerFor(redis, { now: 1_000_000 });
    redis.status = 'reconnecting';
    redis.emit('reconnecting');
    redis.emit('reconnecting');
    expect(breaker.usable()).toBe(false);
    redis.status = 'ready';
    expect(breaker.usable()).toBe(true);
    breaker.succeeded();
    breaker.succeeded();
    expect(logged).toEqual(['outage', 'recovered']);
  });

  it('gives a guesser no fresh allowance when Redis comes and goes, or comes back empty', async () => {
    let up = true;
    const breaker = { usable: () => up, failed: () => undefined, succeeded: () => undefined };
    // Redis, as every instance sees it; emptied when it restarts.
    let redisCounts = createMemoryFailureStore();
    const instance = createFailureStoreWithFallback(
      breaker,
      {
        attempt: (...args) => redisCounts.attempt(...args),
        uncount: async () => {},
        clear: async () => {},
      },
      createMemoryFailureStore(),
    );
    const counted = [{ key: 'account', policy: ACCOUNT_POLICY }];
    const now = Date.now();
    let checked = 0;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      up = attempt % 4 < 2;
      if (attempt % 10 === 9) redisCounts = createMemoryFailureStore();
      if ((await instance.attempt(counted, now)) === 0) checked += 1;
    }
    expect(checked).toBe(ACCOUNT_POLICY.free);
  });
});
