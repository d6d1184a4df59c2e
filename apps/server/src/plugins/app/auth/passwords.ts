import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with 64 MiB, 2 passes, 1 lane. Measured on the
 * 2-core machine this runs on: one verification ≈ 60 ms, login p50 ≈ 70 ms (bench/login.ts), under
 * the 150 ms budget; 3 passes took ≈ 100 ms, too close to it once requests overlap. Above
 * OWASP's minimum (19 MiB, t=2). Hashes run on libuv's 4 threads: at most 256 MiB at once.
 */
export const ARGON2_OPTIONS = { memoryCost: 65_536, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
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
  await verify(await prepareDummyHash(), password);
}
