import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_VENDORS } from '../src/db/seed/demo-fair';
import { events, users, vendors } from '../src/db/schema/index';
import { startServer, type RunningServer } from '../src/start';
import { TEST_TOKEN_PRIVATE_KEY } from './helpers/build-app';

const run = promisify(execFile);
// A real server on a new PGlite cluster (initdb) and several CLI processes, on a shared machine.
const SLOW = 120_000;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

const SVG_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect/></svg>';

describe('the import CLI, given a running server on the embedded database', () => {
  let dataDir: string;
  let filesDir: string;
  let server: RunningServer;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-data-'));
    filesDir = mkdtempSync(path.join(tmpdir(), 'fiera-files-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY,
    });
    server = await startServer({ config, seedDemo: true });
  }, SLOW);
  afterEach(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  });

  /** The CLI as the organiser runs it, in its own process. */
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      cwd: SERVER_DIR,
      // The embedded database even when the suite itself runs against PostgreSQL.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });

  function file(name: string, content: string): string {
    const target = path.join(filesDir, name);
    writeFileSync(target, content);
    return target;
  }

  it(
    'imports through the server, logos included; a bad file changes nothing and exits non-zero',
    async () => {
      const { app, url } = server;
      // The server seeded the demo fair and its accounts at start-up.
      expect(await app.db.select().from(vendors)).toHaveLength(DEMO_VENDORS.length);
      expect(await app.db.select().from(users)).toHaveLength(2);

      file('orso.svg', SVG_LOGO);
      const good = file(
        'aziende.csv',
        'name;logo_path;description\nCaffè dell\'Orso;orso.svg;"Caffè; tè"\nLumina Software;;Gestionali\n',
      );
      const { stdout } = await cli('import', 'vendors', good);
      expect(stdout).toContain('Importate 2 aziende (1 nuova, 1 aggiornata)');
      expect(stdout).toContain('tramite il server in esecuzione');
      expect(stdout).toContain(
        `Nota: ci sono ancora ${DEMO_VENDORS.length} aziende della fiera demo`,
      );

      const [orso] = await app.db.select().from(vendors).where(eq(vendors.name, "Caffè dell'Orso"));
      expect(orso?.description).toBe('Caffè; tè');
      const logo = await fetch(`${url}${orso?.logoPath}`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await logo.text()).toBe(SVG_LOGO);

      const bad = file('cattive.csv', 'name,email\nNuova srl,ok@example.com\nAltra,non-email\n');
      await expect(cli('import', 'vendors', bad)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('riga 3, campo email: indirizzo email non valido'),
      });
      const names = (await app.db.select().from(vendors)).map((row) => row.name);
      expect(names).not.toContain('Nuova srl');
      expect(names).toHaveLength(DEMO_VENDORS.length + 1);

      const seed = await cli('seed:demo');
      // The demo's own description of Lumina Software comes back; nothing else changes.
      expect(seed.stdout).toContain('Importate 40 aziende (0 nuove, 1 aggiornata, 39 invariate)');
      expect(seed.stdout).toContain('Importati 31 eventi (0 nuovi, 0 aggiornati, 31 invariati)');

      // The organiser's own exhibitor stays; the demo's exhibitors, events and accounts go.
      const removal = await cli('demo:remove');
      expect(removal.stdout).toContain(
        `Fiera demo tolta: ${DEMO_VENDORS.length} aziende, 31 eventi, 2 account.`,
      );
      expect((await app.db.select().from(vendors)).map((row) => row.name)).toEqual([
        "Caffè dell'Orso",
      ]);
      expect(await app.db.select().from(events)).toHaveLength(0);
      expect(await app.db.select().from(users)).toHaveLength(0);
    },
    SLOW,
  );
});
