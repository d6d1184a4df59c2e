import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { rolldown, type OutputOptions } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import buildOptions from '../rolldown.config';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
// A real build and a real process that creates and migrates its own embedded database.
const SLOW = 180_000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/** What `npm run build -w @fiera/server` writes, into a folder of this test's own. */
async function buildInto(outDir: string): Promise<void> {
  const { output, ...input } = buildOptions as typeof buildOptions & { output: OutputOptions };
  const bundle = await rolldown(input);
  try {
    await bundle.write({ ...output, dir: outDir });
  } finally {
    await bundle.close();
  }
}

describe('the production build (compiled JavaScript, no TypeScript at run time)', () => {
  // One level below apps/server, as dist/ is: the build resolves its files from there.
  const outDir = path.join(SERVER_DIR, `.build-test-${process.pid}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-prod-'));
  let server: ChildProcess;
  let url: string;
  let log = '';

  beforeAll(async () => {
    await buildInto(outDir);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Plain node, without tsx's loader: a TypeScript import left in the build fails here.
    server = spawn(process.execPath, [path.join(outDir, 'server.js')], {
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        FIERA_DEMO_SEED: 'true',
        MATCHING_THREADS: '1',
      },
    });
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    for (let waited = 0; ; waited += 250) {
      const health = await fetch(`${url}/api/health`).catch(() => null);
      if (health?.ok) break;
      if (server.exitCode !== null || waited > 120_000) {
        throw new Error(`the built server did not start:\n${log}`);
      }
      await setTimeout(250);
    }
  }, SLOW);

  afterAll(async () => {
    server?.kill('SIGTERM');
    if (server?.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);

  it(
    'migrates, seeds the demo fair and ranks matches in its worker threads',
    async () => {
      const password = readFileSync(path.join(dataDir, 'secrets', 'demo-password'), 'utf8').trim();
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'visitatore@fiera.example', password }),
      });
      expect(login.status).toBe(200);
      const { access_token: token } = (await login.json()) as { access_token: string };
      const headers = { authorization: `Bearer ${token}` };

      const events = await fetch(`${url}/api/events/`, { headers });
      expect(((await events.json()) as unknown[]).length).toBe(31);
      // Matching runs in a worker thread, which loads its own bundled entry.
      // The first ask starts the ranking; it answers null until the suggestions are ready.
      let suggestion: { match: { score: number } | null } = { match: null };
      for (let asked = 0; suggestion.match === null && asked < 240; asked += 1) {
        if (asked > 0) await setTimeout(250);
        const matches = await fetch(`${url}/api/matches/new`, { headers });
        expect(matches.status).toBe(200);
        suggestion = (await matches.json()) as typeof suggestion;
      }
      expect(suggestion.match?.score).toBeGreaterThan(0);
    },
    SLOW,
  );
});
