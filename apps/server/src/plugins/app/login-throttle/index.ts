import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../../errors';
import {
  createMemoryFailureStore,
  createRedisFailureStore,
  type FailureStore,
  type Failures,
} from './failure-store';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export interface LoginThrottle {
  /** Throws 429 with Retry-After while the account or the address must still wait. */
  assertMayTry(email: string, address: string): Promise<void>;
  failed(email: string, address: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Failures slow the next attempt down instead of locking the account for a fixed time, which a
 * stranger could renew forever to keep a staff member out at the gate: the owner waits at most
 * `maxDelayMs` after the latest failure, and a success clears the account's record.
 */
interface Policy {
  /** Failures allowed without any wait. */
  free: number;
  /** The wait after the first failure beyond `free`, doubled every `doublingEvery` failures. */
  firstDelayMs: number;
  doublingEvery: number;
  maxDelayMs: number;
  windowMs: number;
}

/**
 * Per account: 5 free tries, then 1 s, 2 s, 4 s … up to 36 s between attempts: at most about
 * 100 failures an hour.
 */
export const ACCOUNT_POLICY: Policy = {
  free: 5,
  firstDelayMs: SECOND,
  doublingEvery: 1,
  maxDelayMs: 36 * SECOND,
  windowMs: 60 * MINUTE,
};

/**
 * Per address: a fair's wifi puts hundreds of phones behind one address, and at the opening
 * hour many of their owners mistype a password; a slowdown there would hit all of them. So the
 * budget is large and the wait short: what it stops is one address spraying guesses over many
 * accounts (each of which has its own, stricter budget above).
 */
export const ADDRESS_POLICY: Policy = {
  free: 500,
  firstDelayMs: SECOND,
  doublingEvery: 100,
  maxDelayMs: 10 * SECOND,
  windowMs: 15 * MINUTE,
};

/** The wait before the next attempt, once `failures` attempts have failed. */
export function delayAfter(failures: number, policy: Policy): number {
  const beyond = failures - policy.free + 1;
  if (beyond <= 0) return 0;
  const doublings = Math.floor((beyond - 1) / policy.doublingEvery);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(doublings, 20));
}

/** Hashed as the accounts compare addresses: no store keeps an e-mail address. */
function accountKey(email: string): string {
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

function waitLeft(failures: Failures | undefined, policy: Policy, now: number): number {
  if (failures === undefined) return 0;
  return Math.max(0, failures.last + delayAfter(failures.count, policy) - now);
}

function tooMany(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / SECOND));
  return new AppError(429, messages.loginThrottled(seconds), {
    headers: { 'retry-after': String(seconds) },
  });
}

/** `onStoreError`: the store did not answer; the attempt is then refused (fails closed). */
export function createLoginThrottle(
  store: FailureStore,
  onStoreError: (error: unknown) => void,
): LoginThrottle {
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      onStoreError(error);
      throw new AppError(429, messages.tooManyRequests, { headers: { 'retry-after': '30' } });
    }
  }

  return {
    async assertMayTry(email, address) {
      const now = Date.now();
      const [account, fromAddress] = await guarded(() =>
        Promise.all([store.read(accountKey(email)), store.read(`address:${address}`)]),
      );
      const wait = Math.max(
        waitLeft(account, ACCOUNT_POLICY, now),
        waitLeft(fromAddress, ADDRESS_POLICY, now),
      );
      if (wait > 0) throw tooMany(wait);
    },

    async failed(email, address) {
      const now = Date.now();
      await guarded(() =>
        Promise.all([
          store.add(accountKey(email), now, ACCOUNT_POLICY.windowMs),
          store.add(`address:${address}`, now, ADDRESS_POLICY.windowMs),
        ]),
      );
    },

    async succeeded(email) {
      await guarded(() => store.clear(accountKey(email)));
    },
  };
}

async function loginThrottlePlugin(fastify: FastifyInstance) {
  const store =
    fastify.redis === undefined
      ? createMemoryFailureStore()
      : createRedisFailureStore(fastify.redis);
  fastify.decorate(
    'loginThrottle',
    createLoginThrottle(store, (error) =>
      fastify.log.error({ err: error }, 'login throttle store unavailable: login refused'),
    ),
  );
}

export default fp(loginThrottlePlugin, { name: 'login-throttle', dependencies: ['rate-limit'] });
