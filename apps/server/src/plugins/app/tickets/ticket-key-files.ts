import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateEd25519PrivateKeyPem, makePrivateDir, readOrCreateSecret } from '../../../secrets';
import { ticketKeyId } from './ticket-tokens';

/**
 * The ticket keys of the embedded default, in DATA_DIR/secrets: the one that signs, and the
 * public halves of those that signed before, which keep the codes already sent valid. A
 * deployment that sets TICKET_PRIVATE_KEY keeps its previous keys in TICKET_PREVIOUS_PUBLIC_KEYS
 * instead (every instance must hold the same ones).
 */
const TICKET_KEY_FILE = 'ticket-ed25519.pem';
const RETIRED_DIR = 'ticket-keys-retired';

export function readOrCreateTicketKey(dataDir: string): string {
  return readOrCreateSecret(dataDir, TICKET_KEY_FILE, generateEd25519PrivateKeyPem);
}

/** The retired public keys (one PEM file each, named by key id); none before a first rotation. */
export function readRetiredTicketKeys(dataDir: string): string[] {
  const dir = path.join(dataDir, 'secrets', RETIRED_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith('.pem'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

/**
 * A new signing key; the current one's public half joins the retired keys, so every code it
 * signed stays valid. The server reads its keys at start: restart it afterwards.
 */
export function rotateTicketKey(dataDir: string): { retired: string; current: string } {
  const secrets = path.join(dataDir, 'secrets');
  const previousPem = readOrCreateTicketKey(dataDir);
  const previous = createPublicKey(createPrivateKey(previousPem));
  const retired = ticketKeyId(previous);
  const retiredDir = path.join(secrets, RETIRED_DIR);
  makePrivateDir(retiredDir);
  writeFileSync(
    path.join(retiredDir, `${retired}.pem`),
    previous.export({ type: 'spki', format: 'pem' }).toString(),
    { mode: 0o600 },
  );
  const next = generateEd25519PrivateKeyPem();
  // Written beside and renamed: a crash never leaves a half-written signing key.
  const temporary = path.join(secrets, `${TICKET_KEY_FILE}.new`);
  writeFileSync(temporary, next, { mode: 0o600 });
  renameSync(temporary, path.join(secrets, TICKET_KEY_FILE));
  return { retired, current: ticketKeyId(createPublicKey(createPrivateKey(next))) };
}
