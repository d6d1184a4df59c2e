import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  mkdirSync(dir, { recursive: true, mode: 0o700 });
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

export function generateEd25519PrivateKeyPem(): string {
  return generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
