import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { openMigratedDatabase, type DatabaseMode } from '../../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  /** Default: DATABASE_URL when set, otherwise the embedded PGlite in DATA_DIR. */
  database?: DatabaseMode;
}

async function dbPlugin(fastify: FastifyInstance, options: DbPluginOptions) {
  const { config } = fastify;
  const mode: DatabaseMode =
    options.database ??
    (config.databaseUrl !== undefined
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'embedded', dataDir: config.dataDir });
  const connection = await openMigratedDatabase(mode, {
    onIdleError: (error) => fastify.log.error({ err: error }, 'idle database connection failed'),
  });
  fastify.log.info({ database: mode.kind }, 'database ready, migrations applied');
  fastify.decorate('db', connection.db);
  // onClose runs once in-flight requests are done, so they still have their database.
  fastify.addHook('onClose', async () => {
    await connection.close();
    fastify.log.info('database closed');
  });
}

export default fp(dbPlugin, { name: 'db', decorators: { fastify: ['config'] } });
