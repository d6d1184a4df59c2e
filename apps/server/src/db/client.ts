import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import { makePrivateDir } from '../secrets';
import { makePrivateTree } from './embedded';
import * as schema from './schema/index';

/** What repositories use: both drivers satisfy it, so repositories do not know which one runs. */
export type Database = PgDatabase<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

export interface DatabaseConnection {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations that are not applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PGliteConnection extends DatabaseConnection {
  readonly driver: 'pglite';
  readonly client: PGlite;
}

const drizzleConfig = { schema, casing: 'snake_case' } as const;

/**
 * Opens PGlite in `dataDir`, or in memory without one. PGlite is single-process: the caller
 * must hold the data directory's lock (see embedded.ts) before opening a directory.
 * `snapshot` (from `dumpDataDir`) starts from a copy instead of a new cluster: much faster.
 */
export async function openPGlite(
  dataDir?: string,
  options: { snapshot?: Blob } = {},
): Promise<PGliteConnection> {
  if (dataDir !== undefined) makePrivateDir(dataDir);
  const client = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(options.snapshot === undefined ? {} : { loadDataDir: options.snapshot }),
  });
  // The files hold password hashes and personal data: the server's user's only.
  if (dataDir !== undefined) makePrivateTree(dataDir);
  const db = drizzlePglite({ client, ...drizzleConfig });
  return {
    db,
    driver: 'pglite',
    client,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      if (dataDir !== undefined) makePrivateTree(dataDir);
    },
    async close() {
      await client.close();
      if (dataDir !== undefined) makePrivateTree(dataDir);
    },
  };
}

/** Connections each server process keeps to PostgreSQL (see plugins/app/gate-first). */
export const POSTGRES_POOL_SIZE = 10;

export interface PostgresOptions {
  max?: number;
  /** Errors of idle pooled connections (e.g. the server restarted): they must not crash the process. */
  onIdleError?: (error: Error) => void;
}

/** `target`: a connection URL, or the settings of e.g. a unix socket. */
export async function connectPostgres(
  target: string | pg.PoolConfig,
  options: PostgresOptions = {},
): Promise<DatabaseConnection> {
  const settings = typeof target === 'string' ? { connectionString: target } : target;
  const pool = new pg.Pool({
    // A database that does not answer (a network cut, not a refusal) fails the request after
    // this, with a 503, instead of holding it until the operating system gives up.
    connectionTimeoutMillis: 5_000,
    ...settings,
    max: options.max ?? POSTGRES_POOL_SIZE,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  // Fail at start-up, with the driver's message, rather than on the first request.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();
  const db = drizzleNodePg({ client: pool, ...drizzleConfig });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
  };
}

// Arbitrary constant shared by every Fiera process: serialises migrations of concurrent start-ups.
const MIGRATION_LOCK_KEY = 48_151_623;

async function migratePostgres(pool: pg.Pool): Promise<void> {
  // One connection holds the advisory lock and runs the migrations: a pool could use another one.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client, ...drizzleConfig }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
