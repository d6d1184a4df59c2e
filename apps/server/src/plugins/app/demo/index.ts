import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatSummary } from '../../../import/import-catalogue';
import { demoPasswordPath, seedDemoOnStart } from '../../../db/seed/seed-demo';

/**
 * The demo fair at start-up (see seedDemoOnStart), so that a fresh install shows a working app.
 * The demo accounts' password is told once, when they are created: in production only where it
 * is kept (DATA_DIR/secrets, readable by the server's user), since logs travel further.
 */
async function demoPlugin(fastify: FastifyInstance) {
  const { db, config, log, ticketsService } = fastify;
  const demo = await seedDemoOnStart(db, config.dataDir, (userId) =>
    ticketsService.issueTicket(userId),
  );
  if (demo.seeded !== undefined) {
    log.info(
      `Database vuoto: creata la fiera demo. ${formatSummary(demo.seeded.vendors)}; ${formatSummary(demo.seeded.events)}.`,
    );
  }
  if (demo.created !== undefined) {
    const accounts = demo.created.accounts
      .map((account) => `${account.email} (${account.role})`)
      .join(', ');
    const file = demoPasswordPath(config.dataDir);
    const password =
      config.nodeEnv === 'production'
        ? `la password è in ${file}`
        : `password: ${demo.created.password} (anche in ${file})`;
    log.info(`Creati gli account demo ${accounts}; ${password}.`);
  }
}

export default fp(demoPlugin, { name: 'demo', dependencies: ['db', 'tickets'] });
