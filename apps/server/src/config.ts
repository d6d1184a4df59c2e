import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { generateEd25519PrivateKeyPem, readOrCreateSecret } from './secrets';

/** The repository root, found from this file so that the cwd of the process does not matter. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

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
  FIERA_ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  FIERA_ADMIN_PASSWORD: optionalString,
  STATIC_DIR: z.preprocess(
    emptyAsUndefined,
    z.string().default(path.join(REPO_ROOT, 'apps/fair/dist')),
  ),
  TOKEN_PRIVATE_KEY: optionalString,
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
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  staticDir: string;
  /** Ed25519 private key (PKCS8 PEM) that signs access tokens. */
  tokenPrivateKeyPem: string;
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
  assertEd25519PrivateKey(tokenPrivateKeyPem);
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
    adminEmail: e.FIERA_ADMIN_EMAIL,
    adminPassword: e.FIERA_ADMIN_PASSWORD,
    staticDir: path.resolve(e.STATIC_DIR),
    tokenPrivateKeyPem,
  };
}

function assertEd25519PrivateKey(pem: string): void {
  let type: string | undefined;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw new ConfigError('TOKEN_PRIVATE_KEY: non è una chiave privata PKCS8 PEM leggibile.');
  }
  if (type !== 'ed25519') {
    throw new ConfigError(
      `TOKEN_PRIVATE_KEY: serve una chiave Ed25519, non ${type ?? 'sconosciuta'}.`,
    );
  }
}
