import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createPostgresDatabase } from '../test/helpers/build-app';
import {
  buildServerInto,
  startServerProcess,
  type ServerProcess,
} from '../test/helpers/production-build';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/5';
export const SLOW = 240_000;

/** The organiser the instances make at their first start (FIERA_ADMIN_EMAIL/PASSWORD). */
export const ADMIN = { email: 'organizzazione@fiera.example', password: 'una-password-lunga' };
/** The demo fair and the admin account, as most instance tests start. */
export const DEMO_FAIR_WITH_ADMIN = {
  FIERA_DEMO_SEED: 'true',
  FIERA_ADMIN_EMAIL: ADMIN.email,
  FIERA_ADMIN_PASSWORD: ADMIN.password,
};

export interface TwoInstances {
  database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  /** Shared by both, as the compose file's volume: the keys made by the first start serve both. */
  dataDir: string;
  instances: ServerProcess[];
  /** Round robin over both, trying the other one when an instance does not answer. */
  proxy: RoundRobinProxy;
  /** Stops everything and removes the database and the folders. */
  close(): Promise<void>;
}

/**
 * Two built server processes on a database of their own, started at once on it (one migrates,
 * one seeds), behind a round-robin proxy, as the compose file runs them. With `redisUrl` its
 * database is emptied first and both use it.
 */
export async function startTwoInstances(
  name: string,
  options: {
    env: Record<string, string>;
    redisUrl?: string;
    /** The address the instances get for their database (a relay the test can cut, say). */
    databaseUrlFor?: (direct: string) => string;
  },
): Promise<TwoInstances> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `fiera-${name}-`));
  const outDir = await buildServerInto(name);
  const database = await createPostgresDatabase(POSTGRES_URL);
  let instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
  const close = async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (options.redisUrl !== undefined) {
      const redis = new Redis(options.redisUrl);
      await redis.flushdb();
      redis.disconnect();
    }
    const env = {
      DATABASE_URL: options.databaseUrlFor?.(database.url) ?? database.url,
      DATA_DIR: dataDir,
      ...(options.redisUrl === undefined ? {} : { REDIS_URL: options.redisUrl }),
      ...options.env,
    };
    instances = await Promise.all([
      startServerProcess(outDir, env),
      startServerProcess(outDir, env),
    ]);
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
    return { database, dataDir, instances, proxy, close };
  } catch (error) {
    await close();
    throw error;
  }
}
