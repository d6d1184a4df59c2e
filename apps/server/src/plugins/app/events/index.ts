import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventsRepository, type EventRow } from './events-repository';

declare module 'fastify' {
  interface FastifyInstance {
    eventsService: EventsService;
  }
}

export interface EventsService {
  /** The programme in the order it happens. */
  programme(): Promise<EventRow[]>;
}

async function eventsPlugin(fastify: FastifyInstance) {
  const repository = createEventsRepository(fastify.db);
  fastify.decorate('eventsService', {
    programme: () => repository.listByDateAndTime(),
  } satisfies EventsService);
}

export default fp(eventsPlugin, { name: 'events', dependencies: ['db'] });
