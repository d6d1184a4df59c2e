import { connectPostgres, openPGlite, type DatabaseConnection } from './client';
import { acquireDataDirLock, exposePGliteSocket, pgliteDataDir } from './embedded';

export type DatabaseMode =
  | { kind: 'postgres'; url: string }
  /** PGlite in DATA_DIR, locked, and served over a local socket for the CLI. */
  | { kind: 'embedded'; dataDir: string }
  /** Throw-away PGlite, for tests; optionally a copy of a `dumpDataDir` snapshot. */
  | { kind: 'memory'; snapshot?: Blob };

export interface OpenOptions {
  onIdleError?: (error: Error) => void;
}

/** Opens the database the server runs on and brings its schema up to date. */
export async function openMigratedDatabase(
  mode: DatabaseMode,
  options: OpenOptions = {},
): Promise<DatabaseConnection> {
  if (mode.kind === 'postgres') {
    const connection = await connectPostgres(mode.url, { onIdleError: options.onIdleError });
    return migrateOrClose(connection);
  }
  if (mode.kind === 'memory') {
    return migrateOrClose(await openPGlite(undefined, { snapshot: mode.snapshot }));
  }

  const lock = acquireDataDirLock(mode.dataDir);
  try {
    const connection = await migrateOrClose(await openPGlite(pgliteDataDir(mode.dataDir)));
    const socket = await exposePGliteSocket(connection.client, mode.dataDir).catch(
      async (error: unknown) => {
        await connection.close();
        throw error;
      },
    );
    return {
      ...connection,
      async close() {
        await socket.stop();
        await connection.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function migrateOrClose<C extends DatabaseConnection>(connection: C): Promise<C> {
  try {
    await connection.migrate();
    return connection;
  } catch (error) {
    await connection.close();
    throw error;
  }
}
