import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
  mkdirSync(dataDir, { recursive: true });
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

// Unix socket paths are limited to ~107 bytes; a longer DATA_DIR falls back to loopback TCP.
const MAX_UNIX_SOCKET_PATH = 100;
// The file name libpq and node-postgres look for in the `host` directory.
const PG_SOCKET_PORT = 5432;

interface SocketExposure {
  info: SocketInfo;
  stop(): Promise<void>;
}

/**
 * Serves the embedded database over the PostgreSQL protocol for the CLI. The unix socket sits in
 * a 0700 directory, since the protocol here has no authentication.
 */
export async function exposePGliteSocket(pglite: PGlite, dataDir: string): Promise<SocketExposure> {
  const runDir = path.join(dataDir, 'run');
  mkdirSync(runDir, { recursive: true, mode: 0o700 });
  chmodSync(runDir, 0o700);
  const socketPath = path.join(runDir, `.s.PGSQL.${PG_SOCKET_PORT}`);
  const useUnixSocket =
    process.platform !== 'win32' && Buffer.byteLength(socketPath) <= MAX_UNIX_SOCKET_PATH;
  // We hold the lock: a socket file still there was left by a process that died.
  if (useUnixSocket) rmSync(socketPath, { force: true });

  const server = new PGLiteSocketServer({
    db: serialisedWithAppTransactions(pglite),
    ...(useUnixSocket ? { path: socketPath } : { host: '127.0.0.1', port: 0 }),
    // A CLI that hangs must not keep the only connection slot forever.
    idleTimeout: 60_000,
  });
  await server.start();

  let info: SocketInfo;
  if (useUnixSocket) {
    info = { pid: process.pid, host: runDir, port: PG_SOCKET_PORT };
  } else {
    const [host = '127.0.0.1', port = '0'] = server.getServerConn().split(':');
    info = { pid: process.pid, host, port: Number(port) };
  }
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
      if (useUnixSocket) {
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
