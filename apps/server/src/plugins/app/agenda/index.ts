import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../errors';
import { createAgendaRepository, type AgendaChange } from './agenda-repository';

declare module 'fastify' {
  interface FastifyInstance {
    agendaService: AgendaService;
  }
}

export type AgendaRow = Awaited<
  ReturnType<ReturnType<typeof createAgendaRepository>['rowsOf']>
>[number];

export interface AgendaService {
  /** What the personal data export lists: every star and unstar, with its event. */
  rowsOf(userId: number): Promise<AgendaRow[]>;
  /** The ids of the events the user starred. */
  starred(userId: number): Promise<number[]>;
  /**
   * Applies a device's changes, queued while offline or made now: each event keeps its latest
   * change, whichever device made it. Answers the agenda after them.
   */
  apply(userId: number, changes: readonly AgendaChange[], now?: Date): Promise<number[]>;
}

/**
 * Whether `change` wins over `kept`: the later one, and on the same instant the star, so no star
 * is lost to a tie, whatever order the changes arrive in (the repository applies the same rule).
 */
function laterThan(change: AgendaChange, kept: AgendaChange): boolean {
  const difference = change.changedAt.getTime() - kept.changedAt.getTime();
  return difference > 0 || (difference === 0 && change.starred && !kept.starred);
}

async function agendaPlugin(fastify: FastifyInstance) {
  const repository = createAgendaRepository(fastify.db);

  fastify.decorate('agendaService', {
    starred: (userId) => repository.starred(userId),
    rowsOf: (userId) => repository.rowsOf(userId),

    async apply(userId, changes, now = new Date()) {
      const latest = new Map<number, AgendaChange>();
      for (const change of changes) {
        // '…T23:59:60Z' passes the format but is no instant.
        if (!Number.isFinite(change.changedAt.getTime())) {
          throw new AppError(422, "Il campo 'changed_at' non è una data e ora valida.");
        }
        // A phone whose clock runs ahead would otherwise win over every later change.
        const changedAt = change.changedAt > now ? now : change.changedAt;
        const kept = latest.get(change.eventId);
        if (kept === undefined || laterThan({ ...change, changedAt }, kept)) {
          latest.set(change.eventId, { ...change, changedAt });
        }
      }
      await repository.apply(userId, [...latest.values()]);
      return repository.starred(userId);
    },
  } satisfies AgendaService);
}

export default fp(agendaPlugin, { name: 'agenda', dependencies: ['db'] });
