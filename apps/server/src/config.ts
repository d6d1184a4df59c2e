import { createPrivateKey, createPublicKey } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { generateEd25519PrivateKeyPem, readOrCreateSecret } from './secrets';

/**
 * The server package's root (apps/server), found from this file so that the cwd of the process
 * does not matter: this file runs from src/ (tsx, tests) or bundled into dist/ (production),
 * both one level down.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
/** The repository root: openapi.yaml, the app's build, the embedded database's data. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl,
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(path.join(REPO_ROOT, 'data'))),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Fiera <noreply@localhost>')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  REDIS_URL: optionalUrl,
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(true|false|\d+|[\da-fA-F.:/]+(\s*,\s*[\da-fA-F.:/]+)*)$/, {
        error: 'true, false, un numero di proxy o indirizzi IP/CIDR separati da virgole',
      })
      .optional(),
  ),
  FIERA_ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  FIERA_ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'almeno 8 caratteri, come ogni password').optional(),
  ),
  FAIR_CONFIG_FILE: optionalString,
  STATIC_DIR: z.preprocess(
    emptyAsUndefined,
    z.string().default(path.join(REPO_ROOT, 'apps/fair/dist')),
  ),
  TOKEN_PRIVATE_KEY: optionalString,
  TICKET_PRIVATE_KEY: optionalString,
  TICKET_PREVIOUS_PUBLIC_KEYS: optionalString,
  TICKET_REENTRY: z.preprocess(
    emptyAsUndefined,
    z.enum(['deny', 'allow'], { error: 'deny o allow' }).default('deny'),
  ),
  FIERA_DEMO_SEED: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false', '1', '0'], { error: 'true o false' }).optional(),
  ),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Unset: the embedded PGlite database under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset: e-mails are written as files to `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  mailFrom: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  redisUrl: string | undefined;
  /**
   * Fastify's trustProxy: which reverse proxies' X-Forwarded-For to believe, so that per-address
   * limits see the phones' addresses rather than the proxy's.
   */
  trustProxy: boolean | number | string[];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /**
   * A JSON fair config (packages/fair-config) written to an empty database at start-up; the
   * demo fair's without it. Afterwards the database's is the one served and edited.
   */
  fairConfigFile: string | undefined;
  staticDir: string;
  /** Ed25519 private key (PKCS8 PEM) that signs access tokens. */
  tokenPrivateKeyPem: string;
  /**
   * Ed25519 private key (PKCS8 PEM) that signs tickets; unset: the tickets plugin generates one
   * in DATA_DIR/secrets on first use.
   */
  ticketPrivateKeyPem: string | undefined;
  /**
   * Keys that signed tickets before TICKET_PRIVATE_KEY changed (PEM, public or private): codes
   * already sent keep working. The tickets plugin adds those in DATA_DIR/secrets/ticket-keys-retired.
   */
  ticketPreviousKeysPem: string[];
  /** A second scan of a ticket on the same day: refused, or let in as a re-entry. */
  ticketReentry: 'deny' | 'allow';
  /**
   * The server writes the demo fair on an empty database. Default: on for the embedded database,
   * off with DATABASE_URL and under NODE_ENV=test.
   */
  demoSeed: boolean;
}

export class ConfigError extends Error {}

/**
 * Reads the settings from environment variables. Defaults suit the embedded mode (one process,
 * PGlite, mails to a folder); secrets missing from the environment are generated once and kept
 * in DATA_DIR/secrets.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Configurazione non valida:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const tokenPrivateKeyPem =
    e.TOKEN_PRIVATE_KEY ??
    readOrCreateSecret(dataDir, 'token-ed25519.pem', generateEd25519PrivateKeyPem);
  assertEd25519PrivateKey(tokenPrivateKeyPem, 'TOKEN_PRIVATE_KEY');
  if (e.TICKET_PRIVATE_KEY !== undefined) {
    assertEd25519PrivateKey(e.TICKET_PRIVATE_KEY, 'TICKET_PRIVATE_KEY');
    // One leaked key must not yield both sessions and tickets.
    if (samePrivateKey(e.TICKET_PRIVATE_KEY, tokenPrivateKeyPem)) {
      throw new ConfigError('TICKET_PRIVATE_KEY: deve essere diversa da TOKEN_PRIVATE_KEY.');
    }
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL,
    outboxDir: path.join(dataDir, 'outbox'),
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    adminEmail: e.FIERA_ADMIN_EMAIL,
    adminPassword: e.FIERA_ADMIN_PASSWORD,
    fairConfigFile: e.FAIR_CONFIG_FILE === undefined ? undefined : path.resolve(e.FAIR_CONFIG_FILE),
    staticDir: path.resolve(e.STATIC_DIR),
    tokenPrivateKeyPem,
    ticketPrivateKeyPem: e.TICKET_PRIVATE_KEY,
    ticketPreviousKeysPem: previousTicketKeys(e.TICKET_PREVIOUS_PUBLIC_KEYS),
    ticketReentry: e.TICKET_REENTRY,
    // A DATABASE_URL means a real deployment: demo exhibitors and a demo staff account there
    // would be a hazard, so only an explicit FIERA_DEMO_SEED=true writes them.
    demoSeed:
      e.FIERA_DEMO_SEED === undefined
        ? e.NODE_ENV !== 'test' && e.DATABASE_URL === undefined
        : e.FIERA_DEMO_SEED === 'true' || e.FIERA_DEMO_SEED === '1',
  };
}

/** The PEM blocks of a text that holds one or more (a variable with several keys, one after the other). */
export function pemBlocks(text: string): string[] {
  return text.match(/-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g) ?? [];
}

function previousTicketKeys(value: string | undefined): string[] {
  if (value === undefined) return [];
  const keys = pemBlocks(value);
  if (keys.length === 0) {
    throw new ConfigError(
      'TICKET_PREVIOUS_PUBLIC_KEYS: nessuna chiave PEM (-----BEGIN PUBLIC KEY----- ...).',
    );
  }
  for (const pem of keys) assertEd25519Key(pem, 'TICKET_PREVIOUS_PUBLIC_KEYS');
  return keys;
}

/** An Ed25519 key in PEM, public or private (its public half is what verifies). */
function assertEd25519Key(pem: string, name: string): void {
  let type: string | undefined;
  try {
    type = createPublicKey(pem).asymmetricKeyType;
  } catch {
    throw new ConfigError(`${name}: contiene una chiave PEM illeggibile.`);
  }
  if (type !== 'ed25519') {
    throw new ConfigError(`${name}: servono chiavi Ed25519, non ${type ?? 'sconosciute'}.`);
  }
}

function assertEd25519PrivateKey(pem: string, name: string): void {
  let type: string | undefined;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw new ConfigError(`${name}: non è una chiave privata PKCS8 PEM leggibile.`);
  }
  if (type !== 'ed25519') {
    throw new ConfigError(`${name}: serve una chiave Ed25519, non ${type ?? 'sconosciuta'}.`);
  }
}

function samePrivateKey(a: string, b: string): boolean {
  return createPrivateKey(a)
    .export({ type: 'pkcs8', format: 'der' })
    .equals(createPrivateKey(b).export({ type: 'pkcs8', format: 'der' }));
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}
