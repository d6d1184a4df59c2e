import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildTestApp, type RunningServer } from '@fiera/server/testing';

// E2E_STATIC_DIR lets a second build (another checkout's, a helper's) be tested beside the main one.
const STATIC_DIR = path.resolve(
  process.env.E2E_STATIC_DIR ?? path.resolve(import.meta.dirname, '../../apps/fair/dist'),
);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/**
 * The production build of the app and the API on one loopback port, on a fresh database
 * (in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set). PUBLIC_URL is the
 * server's own address, so the links in its e-mails lead back to it.
 */
export async function startAppServer(options: { smtpUrl?: string } = {}): Promise<RunningServer> {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
    throw new Error(`The app is not built: run "npm run build -w @fiera/fair" (${STATIC_DIR}).`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await buildTestApp({
    config: {
      nodeEnv: 'production',
      staticDir: STATIC_DIR,
      publicUrl: url,
      ...(options.smtpUrl === undefined ? {} : { smtpUrl: options.smtpUrl }),
    },
  });
  try {
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    throw error;
  }
  return { url, app, close: () => app.close() };
}
