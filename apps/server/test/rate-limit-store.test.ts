import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  createFailureStoreWithFallback,
  createMemoryFailureStore,
  type FailureStore,
} from '../src/plugins/app/login-throttle/failure-store';
import { ACCOUNT_POLICY } from '../src/plugins/app/login-throttle/index';
import { redisStoreWithMemoryFallback } from '../src/plugins/external/rate-limit-store';

/**
 * The moment Redis goes away under a command already sent: the connection still looks ready and
 * the command fails. (A Redis that is plainly down is tested for real in rate-limits.test.ts and
 * test-instances/redis-down.test.ts.)
 */
const redisFailingMidCommand = {
  status: 'ready',
  eval: () => Promise.reject(new Error('Connection is closed.')),
} as unknown as Redis;

const failingShared: FailureStore = {
  attempt: () => Promise.reject(new Error('Connection is closed.')),
  uncount: () => Promise.reject(new Error('Connection is closed.')),
  clear: () => Promise.reject(new Error('Connection is closed.')),
};

describe('limits when Redis fails under a command', () => {
  it('counts the request in memory, and keeps counting there, instead of letting it through', async () => {
    const reported: unknown[] = [];
    const Store = redisStoreWithMemoryFallback(redisFailingMidCommand, 'test:', (error) =>
      reported.push(error),
    );
    // The plugin constructs its store with its own options; this one takes none it needs.
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
    const third = await incr();
    expect(third?.current).toBe(3);
    expect(third?.ttl).toBeGreaterThan(59_000);
    expect(reported).toHaveLength(3);
  });

  it('still slows a guesser down, counting the failures in memory', async () => {
    const reported: unknown[] = [];
    const store = createFailureStoreWithFallback(
      redisFailingMidCommand,
      failingShared,
      createMemoryFailureStore(),
      (error) => reported.push(error),
    );
    const counted = [{ key: 'account', policy: ACCOUNT_POLICY }];
    const now = Date.now();
    for (let failure = 0; failure < ACCOUNT_POLICY.free; failure += 1) {
      expect(await store.attempt(counted, now)).toBe(0);
    }
    expect(await store.attempt(counted, now)).toBeGreaterThan(0);
    expect(reported.length).toBeGreaterThan(0);
  });
});
