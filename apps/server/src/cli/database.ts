import { connectPostgres, openPGlite, type DatabaseConnection } from '../db/client';
import {
  acquireDataDirLock,
  DataDirLockedError,
  pgliteDataDir,
  readSocketInfo,
} from '../db/embedded';
import type { Config } from '../config';

export type Route =
  | { kind: 'postgres' }
  | { kind: 'embedded'; dataDir: string }
  /** The embedded database of a running server, through its socket. */
  | { kind: 'server'; dataDir: string; pid: number };

export class CliError extends Error {}

/**
 * Runs `work` on the database the server uses: PostgreSQL when DATABASE_URL is set; otherwise
 * the embedded PGlite, opened directly when no server runs, or through the running server.
 *
 * Through the server, every statement must be self-contained and without parameters (one
 * simple-protocol message): the socket serialises messages, not sessions, so a transaction or
 * a parse/bind/execute sequence spread over several messages could interleave with the
 * server's own queries.
 */
export async function withDatabase<T>(
  config: Config,
  work: (connection: DatabaseConnection, route: Route) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl !== undefined) {
    return run(await connectPostgres(config.databaseUrl, { max: 1 }), { kind: 'postgres' }, work);
  }
  let lock;
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return viaServer(config.dataDir, error.pid, work);
  }
  try {
    const connection = await openPGlite(pgliteDataDir(config.dataDir));
    return await run(connection, { kind: 'embedded', dataDir: config.dataDir }, work);
  } finally {
    lock.release();
  }
}

async function viaServer<T>(
  dataDir: string,
  pid: number,
  work: (connection: DatabaseConnection, route: Route) => Promise<T>,
): Promise<T> {
  const socket = readSocketInfo(dataDir);
  if (socket === undefined || socket.pid !== pid) {
    throw new CliError(
      `Il database in ${dataDir} è aperto dal processo ${pid}, che non lo espone (ancora): ` +
        'se il server si sta avviando riprova tra qualche secondo.',
    );
  }
  let connection: DatabaseConnection;
  try {
    connection = await connectPostgres(
      { host: socket.host, port: socket.port, user: 'postgres', database: 'postgres' },
      { max: 1 },
    );
  } catch (error) {
    throw new CliError(
      `Impossibile raggiungere il database tramite il server (pid ${pid}): ${(error as Error).message}`,
    );
  }
  return run(connection, { kind: 'server', dataDir, pid }, work);
}

async function run<T>(
  connection: DatabaseConnection,
  route: Route,
  work: (connection: DatabaseConnection, route: Route) => Promise<T>,
): Promise<T> {
  try {
    return await work(connection, route);
  } finally {
    await connection.close();
  }
}

export function describeRoute(route: Route): string {
  switch (route.kind) {
    case 'postgres':
      return 'PostgreSQL (DATABASE_URL)';
    case 'embedded':
      return `PGlite integrato in ${route.dataDir}`;
    case 'server':
      return `PGlite integrato in ${route.dataDir}, tramite il server in esecuzione (pid ${route.pid})`;
  }
}
