import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { AppError, messages } from '../../../errors';

/**
 * argon2id (the library's default algorithm) with 64 MiB, 2 passes, 1 lane. Measured on the
 * 2-core machine this runs on: one verification ≈ 60 ms, login p50 ≈ 70 ms (bench/login.ts), under
 * the 150 ms budget; 3 passes took ≈ 100 ms, too close to it once requests overlap. Above
 * OWASP's minimum (19 MiB, t=2).
 */
export const ARGON2_OPTIONS = { memoryCost: 65_536, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once: one core fewer than the machine has (one at least, libuv's four at most). A
 * burst of logins then queues here instead of taking every core from the event loop, which
 * answers the gates' scans, and holds 64 MiB per hash running, not four.
 */
export const PASSWORD_HASHES_AT_ONCE = Math.max(1, Math.min(4, availableParallelism() - 1));
/**
 * Sign-ins waiting for a hash, at most, before new ones are asked to come back in a few seconds:
 * a few seconds of hashing. Without a bound, a flood of failed sign-ins (cheap to send) would
 * make every real one wait behind it for as long as it lasts.
 */
export const PASSWORD_CHECKS_WAITING_AT_MOST = 100 * PASSWORD_HASHES_AT_ONCE;
const hashing = pLimit(PASSWORD_HASHES_AT_ONCE);

/** Checked as the hash is queued: a burst arriving together cannot all slip past the bound. */
function queued<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= PASSWORD_CHECKS_WAITING_AT_MOST) {
    return Promise.reject(
      new AppError(503, messages.unavailable, { headers: { 'retry-after': '5' } }),
    );
  }
  return hashing(work);
}

/** Rejects with a 503 (an AppError) while too many hashes wait. */
export function hashPassword(password: string): Promise<string> {
  return queued(() => hash(password, ARGON2_OPTIONS));
}

/**
 * False for a wrong password and for a stored value that is not an argon2 hash; rejects with a
 * 503 (an AppError) while too many hashes wait.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return queued(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** True when the hash was made with other parameters: rehashed at the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  if (!passwordHash.startsWith('$argon2id$')) return true;
  try {
    const options = parseOptions(passwordHash);
    return (
      options.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      options.timeCost !== ARGON2_OPTIONS.timeCost ||
      options.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/** Made once, at start-up: otherwise the first unknown-address login would pay for it, visibly. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('fiera-dummy-password');
  return dummyHash;
}

/**
 * Verifies the password against a hash of nothing in particular: a login for an unknown address
 * then costs as much as one with a wrong password, so the timing does not reveal which it was.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  await verifyPassword(await prepareDummyHash(), password);
}
