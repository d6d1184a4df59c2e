import type { FastifyInstance } from 'fastify';
import type { OperationHandlers } from './types';

export function systemHandlers(
  fastify: FastifyInstance,
): OperationHandlers<'getHealth' | 'getLiveness'> {
  return {
    async getHealth(_request, reply) {
      if (await fastify.systemService.databaseIsUp()) return { status: 'ok', database: 'ok' };
      return reply.code(503).send({ status: 'error', database: 'error' });
    },
    async getLiveness() {
      return { status: 'ok' };
    },
  };
}
