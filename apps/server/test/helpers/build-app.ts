/**
 * Test helpers, also used by the end-to-end tests as `@fiera/server/testing`.
 *
 * Each app gets its own database: an in-memory PGlite, or, when DATABASE_URL is set, a fresh
 * PostgreSQL database created for it (dropped on close). Closing the app cleans everything up.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { components } from '@fiera/api-client/schema';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pg from 'pg';
import fieraApp, { fastifyOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openPGlite } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/plugins/app/auth/passwords';
import { generateEd25519PrivateKeyPem } from '../../src/secrets';
import type { RunningServer } from '../../src/start';

export { startServer, type RunningServer } from '../../src/start';
export { ARGON2_OPTIONS } from '../../src/plugins/app/auth/passwords';

// One key per test process: generating is cheap, but tests often sign tokens themselves.
export const TEST_TOKEN_PRIVATE_KEY = generateEd25519PrivateKeyPem();

export interface TestAppOptions {
  /** Overrides of the test configuration (NODE_ENV=test, a temporary DATA_DIR, ...). */
  config?: Partial<Config>;
  serverOptions?: FastifyServerOptions;
  /** Runs before `ready()`, e.g. to add a route a test needs. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** A ready application on its own fresh, migrated database. Close it after each test. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-test-'));
  const cleanups: (() => Promise<void>)[] = [
    async () => rmSync(dataDir, { recursive: true, force: true }),
  ];
  try {
    const adminUrl = process.env.DATABASE_URL;
    let databaseUrl: string | undefined;
    if (adminUrl !== undefined && adminUrl !== '') {
      const database = await createPostgresDatabase(adminUrl);
      databaseUrl = database.url;
      cleanups.unshift(database.drop);
    }
    const config: Config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY,
        DATABASE_URL: databaseUrl,
      }),
      ...options.config,
    };
    const app = Fastify({ ...fastifyOptions(config), ...options.serverOptions });
    // Registered before the app so that it runs after the app's own onClose (database closed).
    app.addHook('onClose', async () => {
      for (const cleanup of cleanups) await cleanup();
    });
    await app.register(fieraApp, {
      config,
      ...(databaseUrl === undefined
        ? { database: { kind: 'memory', snapshot: await migratedSnapshot() } }
        : {}),
    });
    await options.beforeReady?.(app);
    try {
      await app.ready();
    } catch (error) {
      await app.close();
      throw error;
    }
    return app;
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    throw error;
  }
}

/** A test application listening on a free loopback port. */
export async function startTestServer(options: TestAppOptions = {}): Promise<RunningServer> {
  const app = await buildTestApp(options);
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { url, app, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}

let snapshot: Promise<Blob> | undefined;

/**
 * A new PGlite cluster costs seconds (initdb); a copy of a migrated one well under one. Each
 * test process migrates once, then every app starts from a copy (and migrates it again: a no-op).
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const connection = await openPGlite();
    try {
      await connection.migrate();
      return await connection.client.dumpDataDir('none');
    } finally {
      await connection.close();
    }
  })();
  return snapshot;
}

/** A new, empty PostgreSQL database beside `adminUrl`'s, with the way to drop it. */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `fiera_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // FORCE: a test that failed half-way may still hold connections.
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type Role = components['schemas']['Role'];

/**
 * Inserts a verified user and returns it with a valid access token. Without `password` the user
 * cannot log in (no usable hash, and no argon2 cost): it uses the token only.
 */
export async function createUser(
  app: FastifyInstance,
  fields: { email?: string; role?: Role; password?: string; verified?: boolean } = {},
): Promise<{ id: number; email: string; role: Role; token: string }> {
  const email = fields.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const role = fields.role ?? 'attendee';
  const passwordHash =
    fields.password === undefined ? 'not-a-hash' : await hashPassword(fields.password);
  const [user] = await app.db
    .insert(users)
    .values({ email, role, passwordHash, isVerified: fields.verified ?? true })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('user not inserted');
  const token = await app.accessTokens.sign({ userId: user.id, role });
  return { id: user.id, email, role, token };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * A role changed by another process (another instance's admin): the row and its token version,
 * as the admin API writes them.
 */
export async function setRoleInDatabase(app: FastifyInstance, email: string, role: Role) {
  await app.db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.email, email));
}
