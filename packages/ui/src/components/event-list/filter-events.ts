import { foldText, searchIndex, searchNeedle } from '../../lib/search-text';

/** The fields of a programme event the list shows (the API's Event fits it). */
type ProgrammeEvent = {
  id: number;
  title: string;
  speaker: string | null;
  company_name: string | null;
  topic: string | null;
  /** Stage name. */
  location: string | null;
  tags: readonly string[];
  /** YYYY-MM-DD */
  event_date: string;
  /** HH:MM or HH:MM:SS, local time of the fair. */
  event_time: string;
};

type IndexedEvent<E extends ProgrammeEvent> = {
  event: E;
  search: string;
  location: string;
};

type EventFilters = {
  term: string;
  /** YYYY-MM-DD, or null for every day. */
  day: string | null;
  /** A stage name from the fair config, or null for every stage. */
  stage: string | null;
  /** Only these events, by id ('La mia agenda'); every event when omitted or null. */
  ids?: ReadonlySet<number> | null;
};

const byTitle = new Intl.Collator('it', { sensitivity: 'base' });

/** Sorts the programme by date and time and folds what the search looks at, once per load. */
function indexEvents<E extends ProgrammeEvent>(events: readonly E[]): IndexedEvent<E>[] {
  return events
    .map((event) => ({
      event,
      search: searchIndex([
        event.title,
        event.speaker,
        event.company_name,
        event.topic,
        ...event.tags,
      ]),
      location: foldText(event.location ?? ''),
    }))
    .sort(
      (a, b) =>
        a.event.event_date.localeCompare(b.event.event_date) ||
        // HH:MM sorts before HH:MM:SS of the same minute, which is the right order anyway.
        a.event.event_time.localeCompare(b.event.event_time) ||
        byTitle.compare(a.event.title, b.event.title),
    );
}

/**
 * The events matching every filter: the term in title, speaker, company, topic or a tag; the
 * day; the stage as a case-insensitive part of the location ('Palco Marchionne' is Marchionne);
 * the ids (the user's agenda).
 */
function filterEvents<E extends ProgrammeEvent>(
  indexed: readonly IndexedEvent<E>[],
  { term, day, stage, ids = null }: EventFilters,
): E[] {
  const needle = searchNeedle(term);
  const stageNeedle = stage === null ? '' : foldText(stage);
  return indexed
    .filter(
      (item) =>
        (ids === null || ids.has(item.event.id)) &&
        (day === null || item.event.event_date === day) &&
        item.location.includes(stageNeedle) &&
        item.search.includes(needle),
    )
    .map((item) => item.event);
}

/** The distinct days of the programme, in order: one filter button each. */
function eventDays(events: readonly ProgrammeEvent[]): string[] {
  return [...new Set(events.map((event) => event.event_date))].sort();
}

export { eventDays, filterEvents, indexEvents };
export type { EventFilters, IndexedEvent, ProgrammeEvent };
