import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSystemRepository } from './system-repository';

declare module 'fastify' {
  interface FastifyInstance {
    systemService: SystemService;
  }
}

// A health check that hangs with the database would hang the load balancer's probe too.
const PING_TIMEOUT_MS = 2_000;

export interface SystemService {
  /** True when the database answers `select 1` in time. */
  databaseIsUp(): Promise<boolean>;
}

async function systemPlugin(fastify: FastifyInstance) {
  const repository = createSystemRepository(fastify.db);
  fastify.decorate('systemService', {
    async databaseIsUp() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([repository.ping(), timeout]);
        return true;
      } catch (error) {
        fastify.log.error({ err: error }, 'database ping failed');
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  } satisfies SystemService);
}

export default fp(systemPlugin, { name: 'system', dependencies: ['db'] });
