import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type RunningServer } from '@fiera/server/testing';

const STATIC_DIR = path.resolve(import.meta.dirname, '../../apps/fair/dist');

/**
 * The production build of the app and the API on one free loopback port, on a fresh database
 * (in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set).
 */
export async function startAppServer(): Promise<RunningServer> {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
    throw new Error(`The app is not built: run "npm run build -w @fiera/fair" (${STATIC_DIR}).`);
  }
  return startTestServer({ config: { nodeEnv: 'production', staticDir: STATIC_DIR } });
}
