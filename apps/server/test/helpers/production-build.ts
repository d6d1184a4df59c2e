import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { rolldown, type OutputOptions } from 'rolldown';
import buildOptions from '../../rolldown.config';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * The node flags of `npm start` (apps/server/package.json): the tests and benches that run the
 * built server run it as production does.
 */
export const PRODUCTION_NODE_FLAGS: readonly string[] = (() => {
  const manifest = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('dist/server.js'));
})();

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/**
 * What `npm run build -w @fiera/server` writes, into a folder of the caller's own one level below
 * apps/server, as dist/ is (the build resolves its files from there). Removed by the caller.
 */
export async function buildServerInto(name: string): Promise<string> {
  const outDir = path.join(SERVER_DIR, `.build-test-${name}-${process.pid}`);
  const { output, ...input } = buildOptions as typeof buildOptions & { output: OutputOptions };
  const bundle = await rolldown(input);
  try {
    await bundle.write({ ...output, dir: outDir });
  } finally {
    await bundle.close();
  }
  return outDir;
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** What it printed so far. */
  log(): string;
  /** SIGTERM, and the exit code once it exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The built server in a process of its own, run by plain node (a TypeScript import left in the
 * build fails), started with `env` on a free port; resolves once /api/health answers 200.
 */
export async function startServerProcess(
  outDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let printed = '';
  const child = spawn(
    process.execPath,
    [...PRODUCTION_NODE_FLAGS, path.join(outDir, 'server.js')],
    {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        MATCHING_THREADS: '1',
        ...env,
        PORT: String(port),
      },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const server: ServerProcess = {
    url,
    process: child,
    log: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  for (let waited = 0; ; waited += 250) {
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) return server;
    if (child.exitCode !== null || waited > 120_000) {
      await server.stop('SIGKILL');
      throw new Error(`the built server did not start:\n${printed}`);
    }
    await setTimeout(250);
  }
}

/**
 * Signs in at `baseUrl` as a browser does (a form-encoded POST /api/auth/login) and returns the
 * access token; throws with the server's answer when it refuses.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in refused (${response.status}): ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
