import { asc, eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/index';
import {
  databaseErrorCode,
  rowsOf,
  UNIQUE_VIOLATION,
  upsertCounts,
  type UpsertCounts,
} from '../../../db/upserts';
import { VERSION_CHANGED, versionMatches, type VersionCondition } from '../../../db/versions';

export type EventRow = typeof events.$inferSelect;

/** Every field of an event but title, date and time (the natural key). */
export const EVENT_DATA_KEYS = ['speaker', 'companyName', 'topic', 'location', 'tags'] as const;
export type EventDataKey = (typeof EVENT_DATA_KEYS)[number];
export type EventFields = Pick<EventRow, 'title' | 'eventDate' | 'eventTime' | EventDataKey>;

/** A write refused because another event has the same title, day and time. */
export const SLOT_TAKEN = 'slot-taken';

const KEYS = ['title', 'eventDate', 'eventTime', ...EVENT_DATA_KEYS] as const;
const TYPES: Record<(typeof KEYS)[number], string> = {
  title: 'text',
  eventDate: 'date',
  eventTime: 'time',
  speaker: 'text',
  companyName: 'text',
  topic: 'text',
  location: 'text',
  tags: 'text[]',
};

const column = (key: (typeof KEYS)[number]) => sql.identifier(toSnakeCase(key));
const excluded = (key: EventDataKey) => sql`excluded.${column(key)}`;

/** Tags are arrays: equal when they hold the same tags in the same order; 09:30 is 09:30:00. */
function sameValue(a: unknown, b: unknown): boolean {
  const time = /^\d{2}:\d{2}$/;
  if (typeof a === 'string' && typeof b === 'string') {
    return (time.test(a) ? `${a}:00` : a) === (time.test(b) ? `${b}:00` : b);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

export function createEventsRepository(db: Database) {
  async function slotChecked<T>(work: () => Promise<T>): Promise<T | typeof SLOT_TAKEN> {
    try {
      return await work();
    } catch (error) {
      if (databaseErrorCode(error) === UNIQUE_VIOLATION) return SLOT_TAKEN;
      throw error;
    }
  }

  return {
    listByDateAndTime(): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id));
    },

    /** A new event, or SLOT_TAKEN when one has the same title, day and time. */
    async insert(fields: EventFields): Promise<EventRow | typeof SLOT_TAKEN> {
      const [row] = await db.insert(events).values(fields).onConflictDoNothing().returning();
      return row ?? SLOT_TAKEN;
    },

    /**
     * Replaces an event's fields if its version meets `condition`; undefined when no such event.
     * `previous` is the event as it was, for the audit line.
     */
    async update(
      id: number,
      fields: EventFields,
      condition?: VersionCondition,
    ): Promise<
      { row: EventRow; previous: EventRow } | undefined | typeof SLOT_TAKEN | typeof VERSION_CHANGED
    > {
      return slotChecked(() =>
        db.transaction(async (tx) => {
          const [previous] = await tx.select().from(events).where(eq(events.id, id)).for('update');
          if (previous === undefined) return undefined;
          if (!versionMatches(condition, previous.version)) return VERSION_CHANGED;
          // Saving what is there changes nothing: no new version for another organiser to trip on.
          const same = (Object.keys(fields) as (keyof EventFields)[]).every((key) =>
            sameValue(fields[key], previous[key]),
          );
          if (same) return { row: previous, previous };
          const [row] = await tx
            .update(events)
            .set({ ...fields, version: sql`${events.version} + 1` })
            .where(eq(events.id, id))
            .returning();
          return row === undefined ? undefined : { row, previous };
        }),
      );
    },

    /** Deletes an event if its version meets `condition`; undefined when no such event. */
    async delete(
      id: number,
      condition?: VersionCondition,
    ): Promise<EventRow | undefined | typeof VERSION_CHANGED> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ version: events.version })
          .from(events)
          .where(eq(events.id, id))
          .for('update');
        if (current === undefined) return undefined;
        if (!versionMatches(condition, current.version)) return VERSION_CHANGED;
        const [row] = await tx.delete(events).where(eq(events.id, id)).returning();
        return row;
      });
    },

    /**
     * Inserts the events, or updates `updateKeys` of those with the same title, date and time,
     * in one statement with the rows as one JSON parameter (see the vendors' upsertByName). The
     * keys must be distinct. With `dryRun` the statement is rolled back.
     */
    async upsertByTitleAndTime(
      rows: readonly EventFields[],
      updateKeys: readonly EventDataKey[] = EVENT_DATA_KEYS,
      options: { dryRun?: boolean } = {},
    ): Promise<UpsertCounts> {
      if (rows.length === 0) return upsertCounts(0, []);
      const json = JSON.stringify(
        rows.map((row) => Object.fromEntries(KEYS.map((key) => [toSnakeCase(key), row[key]]))),
      );
      const onConflict: SQL =
        updateKeys.length === 0
          ? sql`do nothing`
          : sql`do update set ${sql.join(
              updateKeys.map((key) => sql`${column(key)} = ${excluded(key)}`),
              sql`, `,
            )}, version = ${events}.version + 1
            where (${sql.join(
              updateKeys.map((key) => sql`${events}.${column(key)}`),
              sql`, `,
            )}) is distinct from (${sql.join(updateKeys.map(excluded), sql`, `)})`;
      const statement = sql`
        insert into ${events} (${sql.join(KEYS.map(column), sql`, `)})
        select ${sql.join(
          KEYS.map((key) => sql`r.${column(key)}`),
          sql`, `,
        )}
        from jsonb_array_elements(${json}::jsonb) with ordinality as e(item, ord),
          jsonb_to_record(e.item) as r(${sql.join(
            KEYS.map((key) => sql`${column(key)} ${sql.raw(TYPES[key])}`),
            sql`, `,
          )})
        order by e.ord
        on conflict (title, event_date, event_time) ${onConflict}
        returning (xmax = 0) as inserted`;

      let counts: UpsertCounts | undefined;
      try {
        await db.transaction(async (tx) => {
          counts = upsertCounts(rows.length, rowsOf(await tx.execute(statement)));
          if (options.dryRun === true) tx.rollback();
        });
      } catch (error) {
        if (!(error instanceof TransactionRollbackError)) throw error;
      }
      if (counts === undefined) throw new Error('upsertByTitleAndTime: no result');
      return counts;
    },
  };
}
