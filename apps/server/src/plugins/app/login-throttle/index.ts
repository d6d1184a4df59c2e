import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../../errors';
import {
  createFailureStoreWithFallback,
  createMemoryFailureStore,
  createRedisFailureStore,
  type FailureStore,
  type Policy,
} from './failure-store';

export { delayAfter } from './failure-store';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

/** A login attempt let through: counted as a failure until it says otherwise. */
export interface LoginAttempt {
  /** The password was right: the account's (or device's) failures are forgotten. Never throws. */
  succeeded(): Promise<void>;
  /** It ended without checking a guess (a server error, say): it counts for nothing. Never throws. */
  wasNoGuess(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Counts the attempt before the password is checked, so parallel attempts cannot all slip
   * through; throws 429 with Retry-After while the account (or `device`: the id of a device
   * cookie valid for this account, see device-cookies.ts) or the address must still wait.
   */
  begin(email: string, address: string, device?: string): Promise<LoginAttempt>;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/*
 * Failures slow the next attempt down instead of locking the account for a fixed time, which a
 * stranger could renew forever to keep a staff member out at the gate: a device that logged in
 * before has a record of its own (device cookies), anybody else waits at most `maxDelayMs`
 * after the latest failure, and a success clears the record it was counted on.
 */

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

/** Hashed as the accounts compare addresses: no store keeps an e-mail address. */
function accountKey(email: string, device: string | undefined): string {
  if (device !== undefined) return `device:${device}`;
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

function tooMany(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / SECOND));
  return new AppError(429, messages.loginThrottled(seconds), {
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * `onStoreError`: the store did not answer (the server's store falls back to memory, so this is
 * a store of a test). Before the password check the attempt is then refused (fails closed);
 * after it, only the error is reported.
 */
export function createLoginThrottle(
  store: FailureStore,
  onStoreError: (error: unknown) => void,
): LoginThrottle {
  return {
    async begin(email, address, device) {
      const account = accountKey(email, device);
      const fromAddress = `address:${address}`;
      let wait: number;
      try {
        wait = await store.attempt(
          [
            { key: account, policy: ACCOUNT_POLICY },
            { key: fromAddress, policy: ADDRESS_POLICY },
          ],
          Date.now(),
        );
      } catch (error) {
        onStoreError(error);
        throw new AppError(429, messages.tooManyRequests, { headers: { 'retry-after': '30' } });
      }
      if (wait > 0) throw tooMany(wait);
      // After the password check the answer is decided: a store that fails now only loses a
      // count (logged), it must not turn a login into a 429 or hide the real error.
      const settle = (work: () => Promise<unknown>) =>
        work().then(
          () => undefined,
          (error: unknown) => {
            onStoreError(error);
          },
        );
      return {
        succeeded: () =>
          settle(() => Promise.all([store.clear(account), store.uncount(fromAddress)])),
        wasNoGuess: () =>
          settle(() => Promise.all([store.uncount(account), store.uncount(fromAddress)])),
      };
    },
  };
}

async function loginThrottlePlugin(fastify: FastifyInstance) {
  const store =
    fastify.redis === undefined
      ? createMemoryFailureStore()
      : createFailureStoreWithFallback(
          fastify.redisBreaker,
          createRedisFailureStore(fastify.redis),
          createMemoryFailureStore(),
        );
  fastify.decorate(
    'loginThrottle',
    createLoginThrottle(store, (error) =>
      fastify.log.error({ err: error }, 'login throttle store unavailable: login refused'),
    ),
  );
}

export default fp(loginThrottlePlugin, { name: 'login-throttle', dependencies: ['rate-limit'] });
