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
import { ADMIN, DEMO_FAIR_WITH_ADMIN, POSTGRES_URL, SLOW } from './two-instances-on-postgres';
import { startCuttableTcpProxy, type CuttableTcpProxy } from './cuttable-tcp-proxy';

describe('PostgreSQL down for 10 seconds', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-db-down-'));
  let outDir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let relay: CuttableTcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    outDir = await buildServerInto('db-down');
    database = await createPostgresDatabase(POSTGRES_URL);
    const direct = new URL(database.url);
    relay = await startCuttableTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    const throughRelay = new URL(database.url);
    throughRelay.port = String(relay.port);
    server = await startServerProcess(outDir, {
      DATABASE_URL: throughRelay.toString(),
      DATA_DIR: dataDir,
      ...DEMO_FAIR_WITH_ADMIN,
    });
  }, SLOW);

  afterAll(async () => {
    await server?.stop();
    await relay?.close();
    await database?.drop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);

  it(
    'answers 503 in Italian at once, reports it on /api/health, and recovers by itself',
    async () => {
      const token = await signIn(server.url, ADMIN.email, ADMIN.password);
      const headers = { authorization: `Bearer ${token}` };
      // A read the server makes from the database each time (no snapshot in memory).
      const accounts = () => fetch(`${server.url}/api/admin/users?limit=5`, { headers });
      expect((await accounts()).status).toBe(200);

      relay.cut();
      const downSince = Date.now();
      const answers: { status: number; detail: string; retryAfter: string | null }[] = [];
      while (Date.now() - downSince < 10_000) {
        const response = await accounts();
        const body = (await response.json()) as { detail?: string };
        answers.push({
          status: response.status,
          detail: body.detail ?? '',
          retryAfter: response.headers.get('retry-after'),
        });
        await setTimeout(500);
      }
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ database: expect.not.stringMatching(/^ok$/) });
      relay.restore();

      // Every request answered (none hung past the loop), none with a 500 or a stack.
      expect(answers.length).toBeGreaterThan(5);
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 503,
          detail: 'Servizio momentaneamente non disponibile. Riprova tra qualche secondo.',
          retryAfter: '5',
        });
      }
      // Back without a restart.
      let status = 0;
      for (let tries = 0; status !== 200 && tries < 40; tries += 1) {
        status = (await accounts()).status;
        if (status !== 200) await setTimeout(250);
      }
      expect(status).toBe(200);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(server.log()).not.toMatch(/"statusCode":500/);
    },
    SLOW,
  );
});
