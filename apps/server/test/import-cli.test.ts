import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { DEMO_VENDORS } from '../src/db/seed/demo-fair';
import { auditLog, events, users, vendors } from '../src/db/schema/index';
import { startServer, type RunningServer } from '../src/start';
import { TEST_TOKEN_PRIVATE_KEY } from './helpers/build-app';
import { png } from './helpers/images';

const run = promisify(execFile);
// A real server on a new PGlite cluster (initdb) and several CLI processes, on a shared machine.
const SLOW = 180_000;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'organizzatrice@example.com', password: 'una-password-da-admin' };

describe('the import command, a client of the admin API of a running server', () => {
  let dataDir: string;
  let filesDir: string;
  let config: Config;
  let server: RunningServer | undefined;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-data-'));
    filesDir = mkdtempSync(path.join(tmpdir(), 'fiera-files-'));
    config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY,
      FIERA_ADMIN_EMAIL: ADMIN.email,
      FIERA_ADMIN_PASSWORD: ADMIN.password,
    });
    server = await startServer({ config, seedDemo: true });
  }, SLOW);
  afterEach(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  });

  /** The CLI as the organiser runs it, in its own process, signed in through the environment. */
  const cli = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        // The embedded database even when the suite itself runs against PostgreSQL.
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        FIERA_SERVER_URL: server?.url ?? 'http://127.0.0.1:9',
        FIERA_ADMIN_EMAIL: ADMIN.email,
        FIERA_ADMIN_PASSWORD: ADMIN.password,
        ...env,
      },
    });

  function file(name: string, content: string | Buffer): string {
    const target = path.join(filesDir, name);
    writeFileSync(target, content);
    return target;
  }

  it(
    'imports through the API, uploads logo files after the rows, and a second run changes nothing',
    async () => {
      if (server === undefined) throw new Error('no server');
      const { app, url } = server;
      expect(await app.db.select().from(vendors)).toHaveLength(DEMO_VENDORS.length);

      const logo = png(120, 80);
      file('orso.png', logo);
      const good = file(
        'aziende.csv',
        'name;logo_path;description\nCaffè dell\'Orso;orso.png;"Caffè; tè"\nLumina Software;;Gestionali\n',
      );
      const first = await cli(['import', 'vendors', good]);
      expect(first.stdout).toContain('Importate 2 aziende (1 nuova, 1 aggiornata)');
      expect(first.stdout).toContain(`Server: ${url}`);
      expect(first.stdout).toContain('Loghi caricati: 1');
      expect(first.stdout).toContain(
        `Nota: ci sono ancora ${DEMO_VENDORS.length} aziende della fiera demo`,
      );

      const [orso] = await app.db.select().from(vendors).where(eq(vendors.name, "Caffè dell'Orso"));
      expect(orso?.description).toBe('Caffè; tè');
      const served = await fetch(`${url}${orso?.logoPath}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(logo)).toBe(true);
      // The admin's own line from the start-up (FIERA_ADMIN_EMAIL) is the server's, not the CLI's.
      const actions = (await app.db.select().from(auditLog))
        .filter((line) => line.actorId !== null)
        .map((line) => line.action);
      expect(actions).toEqual(['catalogue.import', 'vendor.logo']);

      // The logo is already on the server (same content, same name): nothing is uploaded again.
      const second = await cli(['import', 'vendors', good]);
      expect(second.stdout).toContain('Importate 2 aziende (0 nuove, 0 aggiornate, 2 invariate)');
      expect(second.stdout).not.toContain('Loghi caricati');
    },
    SLOW,
  );

  it(
    'refuses a bad row and a logo of 12000 × 12000 pixels together, and writes nothing',
    async () => {
      if (server === undefined) throw new Error('no server');
      const { app } = server;
      file('enorme.png', png(12_000, 12_000));
      file('disegno.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const bad = file(
        'cattive.csv',
        'name,email,logo_path\nNuova srl,ok@example.com,enorme.png\nAltra,non-email,\nTerza,,disegno.svg\n',
      );
      const refused = cli(['import', 'vendors', bad]);
      await expect(refused).rejects.toMatchObject({ code: 1 });
      const { stderr } = (await refused.catch((error: unknown) => error)) as { stderr: string };
      expect(stderr).toContain('Import annullato, nessuna riga importata (3 problemi)');
      expect(stderr).toContain(
        'riga 2, campo logo_path: enorme.png: immagine di 12000 × 12000 pixel, troppo grande: al massimo 4096 × 4096',
      );
      expect(stderr).toContain('riga 3, campo email: indirizzo email non valido');
      expect(stderr).toContain('riga 4, campo logo_path: formato del logo non supportato');
      const names = (await app.db.select().from(vendors)).map((row) => row.name);
      expect(names).not.toContain('Nuova srl');
      expect(names).toHaveLength(DEMO_VENDORS.length);
      expect(
        (await app.db.select().from(auditLog)).filter((line) => line.actorId !== null),
      ).toEqual([]);
    },
    SLOW,
  );

  it(
    'imports events from JSON; says what is missing without credentials or without a server',
    async () => {
      if (server === undefined) throw new Error('no server');
      const programme = file(
        'programma.json',
        JSON.stringify([
          { title: 'Benvenuto', event_date: '2026-10-16', event_time: '9:00', tags: ['apertura'] },
        ]),
      );
      const imported = await cli(['import', 'events', programme]);
      expect(imported.stdout).toContain('Importato 1 evento (1 nuovo, 0 aggiornati)');
      const titles = (await server.app.db.select().from(events)).map((row) => row.title);
      expect(titles).toContain('Benvenuto');

      await expect(
        cli(['import', 'events', programme], { FIERA_ADMIN_EMAIL: '', FIERA_ADMIN_PASSWORD: '' }),
      ).rejects.toMatchObject({ stderr: expect.stringContaining('FIERA_ADMIN_EMAIL') });
      await expect(
        cli(['import', 'events', programme, '--password', 'sbagliata']),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining(`Accesso come ${ADMIN.email} non riuscito`),
      });

      await server.close();
      server = undefined;
      await expect(cli(['import', 'events', programme])).rejects.toMatchObject({
        stderr: expect.stringContaining('Impossibile raggiungere il server Fiera'),
      });
    },
    SLOW,
  );

  it(
    'seed:demo and demo:remove open the database themselves: refused while the server holds it',
    async () => {
      if (server === undefined) throw new Error('no server');
      const { app } = server;
      await app.db.insert(vendors).values({ name: "Caffè dell'Orso" });
      for (const command of ['seed:demo', 'demo:remove']) {
        await expect(cli([command])).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining('ferma il server e riprova'),
        });
      }
      expect(await app.db.select().from(vendors)).toHaveLength(DEMO_VENDORS.length + 1);
      await server.close();
      server = undefined;

      const seed = await cli(['seed:demo']);
      expect(seed.stdout).toContain('Importate 40 aziende (0 nuove, 0 aggiornate, 40 invariate)');
      expect(seed.stdout).toContain('Importati 31 eventi (0 nuovi, 0 aggiornati, 31 invariati)');
      // The organiser's own exhibitor and the admin stay; the demo's rows and accounts go.
      const removal = await cli(['demo:remove']);
      expect(removal.stdout).toContain(
        `Fiera demo tolta: ${DEMO_VENDORS.length} aziende, 31 eventi, 2 account.`,
      );
      server = await startServer({ config });
      const left = server.app.db;
      expect((await left.select().from(vendors)).map((row) => row.name)).toEqual([
        "Caffè dell'Orso",
      ]);
      expect(await left.select().from(events)).toHaveLength(0);
      expect((await left.select().from(users)).map((row) => row.email)).toEqual([ADMIN.email]);
    },
    SLOW,
  );
});
