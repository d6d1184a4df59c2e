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
  /** The embedded database of a running server, through its socket: for reading only. */
  | { kind: 'server'; dataDir: string; pid: number };

export class CliError extends Error {}

/** The embedded database is open in a running server: this command needs it to itself. */
export class ServerRunningError extends CliError {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Il server Fiera (processo ${pid}) sta usando il database integrato in ${dataDir}. ` +
        'Questo comando scrive direttamente nel database: ferma il server e riprova. ' +
        "Con il server acceso, aziende ed eventi si cambiano dal back-office o con `import`, che passa dall'API.",
    );
  }
}

/**
 * Runs `work` on the database itself, with ordinary statements and transactions: PostgreSQL when
 * DATABASE_URL is set (servers may be running: PostgreSQL keeps them apart), otherwise the
 * embedded PGlite, which only one process may open. While a server holds it, this throws
 * ServerRunningError: the server's own session would share the command's transactions.
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
    if (error instanceof DataDirLockedError)
      throw new ServerRunningError(config.dataDir, error.pid);
    throw error;
  }
  try {
    const connection = await openPGlite(pgliteDataDir(config.dataDir));
    return await run(connection, { kind: 'embedded', dataDir: config.dataDir }, work);
  } finally {
    lock.release();
  }
}

/**
 * As withDatabase, but for one read-only statement: while a server holds the embedded database
 * it reads through the socket the server serves. pglite-socket runs each protocol message on
 * the server's one session, so `read` must send a single statement without parameters (one
 * simple-protocol message), which nothing of the server's can land in the middle of.
 */
export async function readDatabase<T>(
  config: Config,
  read: (connection: DatabaseConnection, route: Route) => Promise<T>,
): Promise<T> {
  try {
    return await withDatabase(config, read);
  } catch (error) {
    if (!(error instanceof ServerRunningError)) throw error;
    return viaServer(error.dataDir, error.pid, read);
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
