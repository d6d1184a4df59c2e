import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads a secret kept in DATA_DIR/secrets, creating it on first use. Secrets live with the data
 * (never in the repository) so that a restart keeps sessions and tickets valid.
 */
export function readOrCreateSecret(
  dataDir: string,
  fileName: string,
  create: () => string,
): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, fileName);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  makePrivateDir(dataDir);
  makePrivateDir(dir);
  const value = create();
  try {
    // 'wx' so that two processes starting at once cannot overwrite each other's key.
    writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8');
    throw error;
  }
}

/**
 * Creates `dir` (and its missing parents) readable by the server's user only, whatever the
 * umask, and makes an existing one so: DATA_DIR holds the database, keys and the mail outbox.
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch (error) {
    // A folder owned by someone else (a mounted volume): its owner chose its mode.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

export function generateEd25519PrivateKeyPem(): string {
  return generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
