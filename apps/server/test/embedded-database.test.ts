import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { events, users, vendors } from '../src/db/schema/index';
import { connectPostgres } from '../src/db/client';
import { acquireDataDirLock, DataDirLockedError, readSocketInfo } from '../src/db/embedded';
import { openMigratedDatabase } from '../src/db/open';
import { startServer, type RunningServer } from '../src/start';
import { bearer, createUser, TEST_TOKEN_PRIVATE_KEY } from './helpers/build-app';

const run = promisify(execFile);
// Real processes: a new PGlite cluster (initdb) and three CLI runs, on a shared machine.
const SLOW = 120_000;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** The CLI as the organiser runs it, in its own process. */
async function cli(dataDir: string, ...args: string[]) {
  return cliWith({}, dataDir, ...args);
}

async function cliWith(env: Record<string, string>, dataDir: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
    cwd: SERVER_DIR,
    // The embedded database even when the suite itself runs against PostgreSQL.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
  });
}

describe('the embedded database (PGlite in DATA_DIR)', () => {
  let dataDir: string;
  let config: Config;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-data-'));
    config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY,
    });
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'given a running server, the CLI reads it through the server, and nothing is lost',
    async () => {
      let server: RunningServer | undefined = await startServer({ config });
      try {
        const { app, url } = server;
        const auth = bearer((await createUser(app)).token);
        await app.db.insert(vendors).values([{ name: 'Alfa' }, { name: 'Beta' }]);
        await app.db
          .insert(events)
          .values({ title: 'Apertura', eventDate: '2026-10-16', eventTime: '09:30' });

        // The server keeps writing while the CLI reads.
        const [status, views] = await Promise.all([
          cli(dataDir, 'db:status'),
          Promise.all(
            Array.from({ length: 10 }, () =>
              fetch(`${url}/api/vendors/`, { headers: auth }).then((response) => response.status),
            ),
          ),
        ]);
        expect(views.every((code) => code === 200)).toBe(true);
        expect(status.stdout).toContain('tramite il server in esecuzione');
        expect(status.stdout).toMatch(/utenti\s+1\n/);
        expect(status.stdout).toMatch(/aziende\s+2\n/);
        expect(status.stdout).toMatch(/eventi\s+1\n/);

        const migrate = await cli(dataDir, 'migrate');
        expect(migrate.stdout).toContain("il server applica le migrazioni all'avvio");

        const health = await fetch(`${url}/api/health`);
        expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

        await server.close();
        server = undefined;

        // The server released the directory: the CLI now opens it directly, and finds the data.
        const after = await cli(dataDir, 'db:status');
        expect(after.stdout).toContain(`PGlite integrato in ${dataDir}`);
        expect(after.stdout).not.toContain('tramite il server');
        expect(after.stdout).toMatch(/aziende\s+2\n/);
      } finally {
        await server?.close();
      }
    },
    SLOW,
  );

  it(
    'refuses a second server on the same DATA_DIR with a clear message',
    async () => {
      const server = await startServer({ config });
      try {
        await expect(startServer({ config })).rejects.toThrow(DataDirLockedError);
        await expect(startServer({ config })).rejects.toThrow(/già aperto dal processo/);
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      } finally {
        await server.close();
      }
    },
    SLOW,
  );

  it(
    'user:role sets the role through the admin API of the running server, and refuses bad input',
    async () => {
      const admin = {
        FIERA_ADMIN_EMAIL: 'admin@example.com',
        FIERA_ADMIN_PASSWORD: 'password-admin',
      };
      const server = await startServer({
        config: {
          ...config,
          adminEmail: admin.FIERA_ADMIN_EMAIL,
          adminPassword: admin.FIERA_ADMIN_PASSWORD,
        },
      });
      const env = { ...admin, FIERA_SERVER_URL: server.url };
      try {
        const user = await createUser(server.app, { email: "o'neil@example.com" });
        const { stdout } = await cliWith(env, dataDir, 'user:role', "O'Neil@Example.com", 'staff');
        expect(stdout).toContain("o'neil@example.com: ora ha il ruolo staff");
        expect(stdout).toContain(`Server: ${server.url}`);
        const [row] = await server.app.db.select().from(users).where(eq(users.id, user.id));
        expect(row?.role).toBe('staff');

        await expect(
          cliWith(env, dataDir, 'user:role', user.email, 'superuser'),
        ).rejects.toMatchObject({
          stderr: expect.stringContaining('Uso: npm run fiera -- user:role'),
        });
        await expect(
          cliWith(env, dataDir, 'user:role', 'nessuno@example.com', 'admin'),
        ).rejects.toMatchObject({
          stderr: expect.stringContaining("Nessun utente con l'indirizzo nessuno@example.com"),
        });
      } finally {
        await server.close();
      }
    },
    SLOW,
  );
});

describe('the embedded database files (security review F6)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-private-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Modes found under `dir`, e.g. { 'dir 700': 27, 'file 600': 973 }. */
  function modesUnder(dir: string): Record<string, number> {
    const modes: Record<string, number> = {};
    const walk = (current: string) => {
      for (const entry of readdirSync(current, { withFileTypes: true })) {
        const entryPath = path.join(current, entry.name);
        const key = `${entry.isDirectory() ? 'dir' : 'file'} ${(statSync(entryPath).mode & 0o777).toString(8)}`;
        modes[key] = (modes[key] ?? 0) + 1;
        if (entry.isDirectory()) walk(entryPath);
      }
    };
    walk(dir);
    return modes;
  }
  const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

  it(
    'given a permissive umask and an open DATA_DIR, keeps every folder 0700 and file 0600',
    async () => {
      // An existing folder, as a volume or a TOKEN_PRIVATE_KEY deployment has (no secrets/).
      chmodSync(dataDir, 0o755);
      const umask = process.umask(0o002);
      try {
        const connection = await openMigratedDatabase({ kind: 'embedded', dataDir });
        expect(mode(dataDir)).toBe('700');
        expect(Object.keys(modesUnder(dataDir)).sort()).toEqual(['dir 700', 'file 600']);
        await connection.db.insert(vendors).values({ name: 'Alfa' });
        await connection.close();
        expect(Object.keys(modesUnder(dataDir)).sort()).toEqual(['dir 700', 'file 600']);
      } finally {
        process.umask(umask);
      }
    },
    SLOW,
  );

  it(
    'given a DATA_DIR too long for a unix socket, serves the CLI from a short private folder, never TCP',
    async () => {
      const longDataDir = path.join(dataDir, 'una-cartella-dal-nome-molto-lungo'.repeat(3));
      expect(Buffer.byteLength(path.join(longDataDir, 'run', '.s.PGSQL.5432'))).toBeGreaterThan(
        107,
      );
      const connection = await openMigratedDatabase({ kind: 'embedded', dataDir: longDataDir });
      let socketDir: string | undefined;
      try {
        const info = readSocketInfo(longDataDir);
        socketDir = info?.host;
        expect(info).toEqual({ pid: process.pid, host: expect.any(String), port: 5432 });
        expect(path.isAbsolute(socketDir ?? '')).toBe(true);
        expect(mode(socketDir ?? '')).toBe('700');
        expect(statSync(path.join(socketDir ?? '', '.s.PGSQL.5432')).isSocket()).toBe(true);

        // What the CLI does while the server runs.
        const viaSocket = await connectPostgres(
          { host: info?.host, port: info?.port, user: 'postgres', database: 'postgres' },
          { max: 1 },
        );
        try {
          expect((await viaSocket.db.select().from(vendors)).length).toBe(0);
        } finally {
          await viaSocket.close();
        }
      } finally {
        await connection.close();
      }
      expect(existsSync(socketDir ?? '')).toBe(false);
    },
    SLOW,
  );
});

describe('the data directory lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is exclusive while held, and free once released', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dataDir).release();
  });

  it('given a lock left by a process that died, takes it over', () => {
    // A pid far above any pid_max: no such process.
    writeFileSync(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid: 2 ** 30 }));
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'))).toEqual({
      pid: process.pid,
    });
    lock.release();
  });
});
