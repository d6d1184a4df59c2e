import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../errors';
import { eventFields, prepareEvents, type ImportSummary } from '../../../import/import-catalogue';
import type { SourceFile } from '../../../import/read-records';
import { eventEntity, validateInput, type FieldIssue } from '../../../import/rows';
import type { Schemas } from '../../../routes/types';
import { createEventsRepository, SLOT_TAKEN, type EventRow } from './events-repository';

declare module 'fastify' {
  interface FastifyInstance {
    eventsService: EventsService;
  }
}

/** An event saved, or the fields the rules refused (each named, in Italian). */
export type EventSaved = { ok: true; event: EventRow } | { ok: false; issues: FieldIssue[] };

export interface EventsService {
  /** The programme in the order it happens. */
  programme(): Promise<EventRow[]>;
  /** The back-office's operations: checked by the import's rules, written at once. */
  create(input: Schemas['EventInput']): Promise<EventSaved>;
  update(id: number, input: Schemas['EventInput']): Promise<EventSaved>;
  remove(id: number): Promise<EventRow>;
  /** All or nothing: throws ImportError with every problem, or writes every row. */
  importRecords(source: SourceFile, options: { dryRun: boolean }): Promise<ImportSummary>;
}

const eventNotFound = () => new AppError(404, 'Evento non trovato.');
// Not quoted: an error answer never hands back what the caller sent.
const slotTaken = () =>
  new AppError(409, "Esiste già un evento con questo titolo, in questo giorno e a quest'ora.");

async function eventsPlugin(fastify: FastifyInstance) {
  const repository = createEventsRepository(fastify.db);

  /** As the vendors' listsChanged: the programme lists the change at once on this instance. */
  async function programmeChanged(): Promise<void> {
    await fastify.contentVersions.refresh();
  }

  function checked(input: Schemas['EventInput']) {
    const result = validateInput(eventEntity, input);
    return result.ok
      ? { ok: true as const, fields: eventFields(result.row) }
      : { ok: false as const, issues: result.issues };
  }

  fastify.decorate('eventsService', {
    programme: () => repository.listByDateAndTime(),

    async create(input) {
      const result = checked(input);
      if (!result.ok) return result;
      const event = await repository.insert(result.fields);
      if (event === SLOT_TAKEN) throw slotTaken();
      await programmeChanged();
      return { ok: true, event };
    },

    async update(id, input) {
      const result = checked(input);
      if (!result.ok) return result;
      const event = await repository.update(id, result.fields);
      if (event === SLOT_TAKEN) throw slotTaken();
      if (event === undefined) throw eventNotFound();
      await programmeChanged();
      return { ok: true, event };
    },

    async remove(id) {
      const event = await repository.delete(id);
      if (event === undefined) throw eventNotFound();
      await programmeChanged();
      return event;
    },

    async importRecords(source, { dryRun }) {
      const prepared = prepareEvents(source);
      const counts = await repository.upsertByTitleAndTime(prepared.rows, prepared.updateKeys, {
        dryRun,
      });
      if (!dryRun) await programmeChanged();
      return { kind: 'events', total: prepared.rows.length, ...counts };
    },
  } satisfies EventsService);
}

export default fp(eventsPlugin, { name: 'events', dependencies: ['db', 'content-versions'] });
