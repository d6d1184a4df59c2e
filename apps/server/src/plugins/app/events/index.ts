import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../errors';
import { eventFields, prepareEvents, type ImportSummary } from '../../../import/import-catalogue';
import type { SourceFile } from '../../../import/read-records';
import { eventEntityFor, validateInput, type FieldIssue } from '../../../import/rows';
import type { Schemas } from '../../../routes/types';
import { VERSION_CHANGED, type VersionCondition } from '../../../db/versions';
import { createEventsRepository, SLOT_TAKEN, type EventRow } from './events-repository';

declare module 'fastify' {
  interface FastifyInstance {
    eventsService: EventsService;
  }
}

/**
 * An event saved (with the event as it was before, when it was an edit), or the fields the rules
 * refused (each named, in Italian).
 */
export type EventSaved =
  { ok: true; event: EventRow; previous?: EventRow } | { ok: false; issues: FieldIssue[] };

export interface EventsService {
  /** The programme in the order it happens. */
  programme(): Promise<EventRow[]>;
  /** The back-office's operations: checked by the import's rules, written at once. */
  create(input: Schemas['EventInput']): Promise<EventSaved>;
  /** `condition`: the versions the caller read (If-Match); another one answers 412. */
  update(
    id: number,
    input: Schemas['EventInput'],
    condition?: VersionCondition,
  ): Promise<EventSaved>;
  remove(id: number, condition?: VersionCondition): Promise<EventRow>;
  /** All or nothing: throws ImportError with every problem, or writes every row. */
  importRecords(source: SourceFile, options: { dryRun: boolean }): Promise<ImportSummary>;
}

const eventNotFound = () => new AppError(404, 'Evento non trovato.');
// Not quoted: an error answer never hands back what the caller sent.
const slotTaken = () =>
  new AppError(409, "Esiste già un evento con questo titolo, in questo giorno e a quest'ora.");
const eventChanged = () =>
  new AppError(
    412,
    "Nel frattempo qualcun altro ha modificato quest'evento: nulla è stato salvato. " +
      'Ricarica per vedere la versione attuale.',
  );

async function eventsPlugin(fastify: FastifyInstance) {
  const repository = createEventsRepository(fastify.db);

  /** As the vendors' listsChanged: the programme lists the change at once on this instance. */
  async function programmeChanged(): Promise<void> {
    await fastify.contentVersions.refresh();
  }

  /** The import's rules, with the fair's own days and stages. */
  async function checked(input: Schemas['EventInput']) {
    const fair = await fastify.fairConfigService.current();
    const result = validateInput(eventEntityFor(fair), input);
    return result.ok
      ? { ok: true as const, fields: eventFields(result.row) }
      : { ok: false as const, issues: result.issues };
  }

  fastify.decorate('eventsService', {
    programme: () => repository.listByDateAndTime(),

    async create(input) {
      const result = await checked(input);
      if (!result.ok) return result;
      const event = await repository.insert(result.fields);
      if (event === SLOT_TAKEN) throw slotTaken();
      await programmeChanged();
      return { ok: true, event };
    },

    async update(id, input, condition) {
      const result = await checked(input);
      if (!result.ok) return result;
      const saved = await repository.update(id, result.fields, condition);
      if (saved === SLOT_TAKEN) throw slotTaken();
      if (saved === VERSION_CHANGED) throw eventChanged();
      if (saved === undefined) throw eventNotFound();
      await programmeChanged();
      return { ok: true, event: saved.row, previous: saved.previous };
    },

    async remove(id, condition) {
      const event = await repository.delete(id, condition);
      if (event === VERSION_CHANGED) throw eventChanged();
      if (event === undefined) throw eventNotFound();
      await programmeChanged();
      return event;
    },

    async importRecords(source, { dryRun }) {
      const prepared = await prepareEvents(source, await fastify.fairConfigService.current());
      const counts = await repository.upsertByTitleAndTime(prepared.rows, prepared.updateKeys, {
        dryRun,
      });
      if (!dryRun) await programmeChanged();
      return { kind: 'events', total: prepared.rows.length, ...counts };
    },
  } satisfies EventsService);
}

export default fp(eventsPlugin, {
  name: 'events',
  dependencies: ['db', 'content-versions', 'fair-config'],
});
