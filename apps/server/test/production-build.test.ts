import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  buildServerInto,
  PRODUCTION_NODE_FLAGS,
  SERVER_DIR,
  signIn,
  startServerProcess,
  type ServerProcess,
} from './helpers/production-build';

// A real build and a real process that creates and migrates its own embedded database.
const SLOW = 180_000;

describe('the production build (compiled JavaScript, no TypeScript at run time)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-prod-'));
  let outDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    outDir = await buildServerInto('production');
    server = await startServerProcess(outDir, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      FIERA_DEMO_SEED: 'true',
    });
  }, SLOW);

  afterAll(async () => {
    await server?.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);

  it(
    'migrates, seeds the demo fair and ranks matches in its worker threads',
    async () => {
      const password = readFileSync(path.join(dataDir, 'secrets', 'demo-password'), 'utf8').trim();
      const token = await signIn(server.url, 'visitatore@fiera.example', password);
      const headers = { authorization: `Bearer ${token}` };

      const events = await fetch(`${server.url}/api/events/`, { headers });
      expect(((await events.json()) as unknown[]).length).toBe(31);
      // Matching runs in a worker thread, which loads its own bundled entry. The first ask
      // starts the ranking; it answers null until the suggestions are ready.
      let suggestion: { match: { score: number } | null } = { match: null };
      for (let asked = 0; suggestion.match === null && asked < 240; asked += 1) {
        if (asked > 0) await setTimeout(250);
        const matches = await fetch(`${server.url}/api/matches/new`, { headers });
        expect(matches.status).toBe(200);
        suggestion = (await matches.json()) as typeof suggestion;
      }
      expect(suggestion.match?.score).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('runs in the image with the node flags of npm start', () => {
    const dockerfile = readFileSync(path.join(SERVER_DIR, '../../Dockerfile'), 'utf8');
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual([
      'node',
      ...PRODUCTION_NODE_FLAGS,
      'apps/server/dist/server.js',
    ]);
    expect(PRODUCTION_NODE_FLAGS).toContain('--max-semi-space-size=16');
  });

  it("gives compose's instances one data volume, where the image's user may write", () => {
    const repository = path.join(SERVER_DIR, '../..');
    const compose = parse(readFileSync(path.join(repository, 'compose.yaml'), 'utf8'), {
      merge: true,
    }) as {
      services: Record<string, { volumes?: string[]; environment?: Record<string, string> }>;
    };
    const dockerfile = readFileSync(path.join(repository, 'Dockerfile'), 'utf8');
    const dataDir = /DATA_DIR=(\S+)/.exec(dockerfile)?.[1];
    expect(dataDir).toBe('/app/data');
    // Keys, uploaded logos and the outbox: what one instance writes, the other serves.
    for (const name of ['fiera-1', 'fiera-2', 'fiera-gate']) {
      expect(compose.services[name]?.volumes).toContain(`fiera-data:${dataDir}`);
    }
    // A new volume takes the owner of the folder it is mounted on: the node user's.
    expect(dockerfile).toContain(`RUN mkdir -p ${dataDir} && chown node:node ${dataDir}`);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
