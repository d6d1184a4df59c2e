import type { FastifyInstance } from 'fastify';
import { requireUser } from '../plugins/app/auth/index';
import type { OperationHandlers } from './types';

export function agendaHandlers(
  fastify: FastifyInstance,
): OperationHandlers<'getAgenda' | 'changeAgenda'> {
  const { agendaService } = fastify;
  return {
    async getAgenda(request, reply) {
      const { userId } = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { event_ids: await agendaService.starred(userId) };
    },

    async changeAgenda(request, reply) {
      const { userId } = requireUser(request);
      const eventIds = await agendaService.apply(
        userId,
        request.body.changes.map((change) => ({
          eventId: change.event_id,
          starred: change.starred,
          changedAt: new Date(change.changed_at),
        })),
      );
      reply.header('cache-control', 'private, no-store');
      return { event_ids: eventIds };
    },
  };
}
