import type { FastifyInstance } from 'fastify';
import type { EventRow } from '../plugins/app/events/events-repository';
import { createListSnapshot, readFreshForOrganisers } from './list-snapshot';
import type { OperationHandlers, Schemas } from './types';

export function toEvent(row: EventRow): Schemas['Event'] {
  return {
    id: row.id,
    title: row.title,
    speaker: row.speaker,
    company_name: row.companyName,
    topic: row.topic,
    location: row.location,
    tags: row.tags,
    event_date: row.eventDate,
    event_time: row.eventTime,
    version: row.version,
  };
}

export function eventHandlers(fastify: FastifyInstance): OperationHandlers<'listEvents'> {
  const programme = createListSnapshot({
    version: () => fastify.contentVersions.current('events'),
    load: async () => (await fastify.eventsService.programme()).map(toEvent),
  });
  return {
    async listEvents(request, reply) {
      await readFreshForOrganisers(fastify, request);
      await programme.send(request, reply);
    },
  };
}
