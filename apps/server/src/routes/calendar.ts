import type { FastifyInstance } from 'fastify';
import { requireUser } from '../plugins/app/auth/index';
import type { OperationHandlers } from './types';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export function calendarHandlers(
  fastify: FastifyInstance,
): OperationHandlers<
  | 'getEventCalendar'
  | 'getAgendaCalendar'
  | 'getCalendarFeed'
  | 'createCalendarFeed'
  | 'deleteCalendarFeed'
> {
  const { calendarService } = fastify;
  return {
    async getEventCalendar(request, reply) {
      const { eventId } = request.params;
      const file = await calendarService.eventFile(eventId);
      reply.header('content-disposition', `attachment; filename="evento-${eventId}.ics"`);
      reply.header('cache-control', 'public, max-age=300');
      return reply.type(CALENDAR_TYPE).code(200).send(file);
    },

    async getAgendaCalendar(request, reply) {
      const file = await calendarService.feed(request.params.token);
      // A personal agenda: never kept by a shared cache.
      reply.header('cache-control', 'private, no-cache');
      return reply.type(CALENDAR_TYPE).code(200).send(file);
    },

    async getCalendarFeed(request, reply) {
      const { userId } = requireUser(request);
      const createdAt = await calendarService.feedCreatedAt(userId);
      reply.header('cache-control', 'private, no-store');
      return { active: createdAt !== undefined, created_at: createdAt?.toISOString() ?? null };
    },

    async createCalendarFeed(request, reply) {
      const { userId } = requireUser(request);
      const feed = await calendarService.newFeed(userId);
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send({ url: feed.url, created_at: feed.createdAt.toISOString() });
    },

    async deleteCalendarFeed(request, reply) {
      const { userId } = requireUser(request);
      await calendarService.revokeFeed(userId);
      return reply.code(204).send();
    },
  };
}
