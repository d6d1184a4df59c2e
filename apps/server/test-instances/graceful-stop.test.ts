import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/helpers/build-app';
import {
  buildServerInto,
  signIn,
  startServerProcess,
  type ServerProcess,
} from '../test/helpers/production-build';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'organizzazione@fiera.example', password: 'una-password-lunga' };
const SLOW = 240_000;

describe('SIGTERM to one of two instances under load', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-sigterm-'));
  let outDir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    outDir = await buildServerInto('sigterm');
    database = await createPostgresDatabase(POSTGRES_URL);
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      FIERA_DEMO_SEED: 'true',
      FIERA_ADMIN_EMAIL: ADMIN.email,
      FIERA_ADMIN_PASSWORD: ADMIN.password,
    };
    instances = await Promise.all([
      startServerProcess(outDir, env),
      startServerProcess(outDir, env),
    ]);
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  }, SLOW);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    await database?.drop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);

  it(
    'finishes what it was answering, the other takes the rest, and it exits within 10 s',
    async () => {
      const token = await signIn(proxy.url, ADMIN.email, ADMIN.password);
      const headers = { authorization: `Bearer ${token}` };

      const [stopping] = instances;
      let stoppedAt = 0;
      let exit: Promise<number | null> | undefined;
      const statuses: number[] = [];
      const until = Date.now() + 5_000;
      // Twelve clients asking without pause (each read goes to the database), while one
      // instance is told to stop a second in.
      await Promise.all(
        Array.from({ length: 12 }, async () => {
          while (Date.now() < until) {
            if (exit === undefined && Date.now() > until - 4_000) {
              stoppedAt = Date.now();
              exit = stopping?.stop('SIGTERM');
            }
            const response = await fetch(`${proxy.url}/api/admin/users?limit=20`, { headers });
            statuses.push(response.status);
            await response.arrayBuffer();
          }
        }),
      );
      const code = await exit;
      const stoppedWithin = Date.now() - stoppedAt;

      expect(statuses.length).toBeGreaterThan(50);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(code).toBe(0);
      expect(stoppedWithin).toBeLessThan(10_000);
      // The other one is still there.
      expect((await fetch(`${instances[1]?.url}/api/health`)).status).toBe(200);
      await setTimeout(0);
    },
    SLOW,
  );
});
