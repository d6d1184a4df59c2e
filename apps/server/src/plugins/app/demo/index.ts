import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatSummary } from '../../../import/import-catalogue';
import { demoPasswordPath, seedDemoOnStart } from '../../../db/seed/seed-demo';

/**
 * The demo fair at start-up (see seedDemoOnStart), so that a fresh install shows a working app.
 * The demo password goes to the log at every start: whoever runs the server can log in.
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
  for (const account of demo.accounts ?? []) {
    if (account.passwordWorks) {
      log.info(
        `Account demo (${account.role}): ${account.email}, password: ${demo.password} ` +
          `(in ${demoPasswordPath(config.dataDir)})`,
      );
    } else {
      log.warn(
        `Account demo ${account.email}: la password è stata cambiata, non è più quella demo.`,
      );
    }
  }
}

export default fp(demoPlugin, { name: 'demo', dependencies: ['db', 'tickets'] });
