import {
  chmodSync,
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { makePrivateDir } from '../secrets';

/**
 * PGlite is one process's database. The process that opens DATA_DIR/pglite holds
 * DATA_DIR/pglite.lock; while it runs, other processes (the CLI) reach the database through a
 * PostgreSQL-protocol socket it serves, described in DATA_DIR/pglite-socket.json.
 */
export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');
const socketInfoFile = (dataDir: string) => path.join(dataDir, 'pglite-socket.json');

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Il database in ${dataDir} è già aperto dal processo ${pid} (un server Fiera in esecuzione?). ` +
        'Un solo processo alla volta può aprire il database integrato: ferma quel processo, ' +
        'oppure usa la CLI, che in quel caso passa dal server.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockContent {
  pid: number;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  makePrivateDir(dataDir);
  const file = lockFile(dataDir);
  // Two attempts: the second follows the removal of a lock left by a process that died.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockHolder(dataDir);
      if (holder !== undefined && isProcessAlive(holder))
        throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid } satisfies LockContent));
    closeSync(fd);
    return {
      release() {
        if (readLockHolder(dataDir) === process.pid) rmSync(file, { force: true });
      },
    };
  }
  throw new Error(`Impossibile acquisire il lock ${file}.`);
}

/** The pid of the process holding the data directory, if any (alive or not). */
function readLockHolder(dataDir: string): number | undefined {
  try {
    const content = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as Partial<LockContent>;
    return typeof content.pid === 'number' ? content.pid : undefined;
  } catch {
    // Missing, or being written this very moment: treated as free, the exclusive create decides.
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How a pg client reaches the socket: for a unix socket, `host` is its directory. */
export interface SocketInfo {
  pid: number;
  host: string;
  port: number;
}

export function readSocketInfo(dataDir: string): SocketInfo | undefined {
  try {
    return JSON.parse(readFileSync(socketInfoFile(dataDir), 'utf8')) as SocketInfo;
  } catch {
    return undefined;
  }
}

/**
 * Makes a PGlite data directory private to the server's user: PGlite creates every file 0666
 * whatever the umask (only the folders above kept other users out). Run after opening, since
 * opening may create the cluster, and after closing, for the files created meanwhile.
 */
export function makePrivateTree(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivateTree(entryPath);
    // Symbolic links are left alone: chmod would change what they point to.
    else if (entry.isFile()) chmodSync(entryPath, 0o600);
  }
}

// Unix socket paths are limited to ~107 bytes (104 on macOS).
const MAX_UNIX_SOCKET_PATH = 100;
// The file name libpq and node-postgres look for in the `host` directory.
const PG_SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${PG_SOCKET_PORT}`;

const fits = (dir: string) =>
  Buffer.byteLength(path.join(dir, SOCKET_FILE)) <= MAX_UNIX_SOCKET_PATH;

/**
 * The folder of the socket: DATA_DIR/run, or, when DATA_DIR's path is too long for a socket, a
 * new short folder of this run under the system's temporary folder. Never a TCP port: the
 * protocol here has no authentication, and any local process could reach a port.
 */
function socketDirectory(dataDir: string): { dir: string; temporary: boolean } {
  const runDir = path.join(dataDir, 'run');
  if (fits(runDir)) {
    makePrivateDir(runDir);
    return { dir: runDir, temporary: false };
  }
  // TMPDIR may itself be long; /tmp is short wherever unix sockets exist.
  const parent = [tmpdir(), '/tmp'].find((candidate) => fits(path.join(candidate, 'fiera-XXXXXX')));
  if (parent === undefined) {
    throw new Error(`Nessuna cartella abbastanza corta per il socket del database di ${dataDir}.`);
  }
  // mkdtemp creates it 0700 and with a name nobody could prepare in advance.
  const dir = mkdtempSync(path.join(parent, 'fiera-'));
  chmodSync(dir, 0o700);
  return { dir, temporary: true };
}

interface SocketExposure {
  /** Unset where unix sockets do not exist (Windows): the CLI then waits for the server to stop. */
  info?: SocketInfo;
  stop(): Promise<void>;
}

/**
 * Serves the embedded database over the PostgreSQL protocol for the CLI, on a unix socket in a
 * 0700 folder, since the protocol here has no authentication.
 */
export async function exposePGliteSocket(pglite: PGlite, dataDir: string): Promise<SocketExposure> {
  if (process.platform === 'win32') return { stop: async () => undefined };
  const { dir, temporary } = socketDirectory(dataDir);
  const socketPath = path.join(dir, SOCKET_FILE);
  // We hold the lock: a socket file still there was left by a process that died.
  rmSync(socketPath, { force: true });

  const server = new PGLiteSocketServer({
    db: serialisedWithAppTransactions(pglite),
    path: socketPath,
    // A CLI that hangs must not keep the only connection slot forever.
    idleTimeout: 60_000,
  });
  try {
    await server.start();
    // Connecting needs write access to the socket: the server's user only, as its folder.
    chmodSync(socketPath, 0o600);
  } catch (error) {
    await server.stop().catch(() => undefined);
    if (temporary) rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const info: SocketInfo = { pid: process.pid, host: dir, port: PG_SOCKET_PORT };
  const infoPath = socketInfoFile(dataDir);
  rmSync(infoPath, { force: true });
  const fd = openSync(infoPath, 'wx', 0o600);
  writeSync(fd, JSON.stringify(info));
  closeSync(fd);

  return {
    info,
    async stop() {
      rmSync(infoPath, { force: true });
      await server.stop();
      if (temporary) rmSync(dir, { recursive: true, force: true });
      else {
        try {
          unlinkSync(socketPath);
        } catch {
          // Already removed by the server's close.
        }
      }
    },
  };
}

/**
 * pglite-socket runs each protocol message under PGlite's query lock only, so a message from the
 * CLI could land in the middle of a transaction of the server's own code. This view of the
 * instance also takes the transaction lock for every socket message. A socket client must
 * therefore keep each unit of work in one simple-protocol message (see cli/database.ts).
 */
function serialisedWithAppTransactions(pglite: PGlite): PGlite {
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'runExclusive') {
        return <T>(fn: () => Promise<T>) =>
          target._runExclusiveTransaction(() => target.runExclusive(fn));
      }
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields: methods must run on the real instance.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
