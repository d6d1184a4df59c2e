import type { ProgrammeEvent } from './filter-events';

/**
 * The server writes each event into calendars as one hour from its start: two starred events
 * of the same day whose starts are less than this apart overlap. Back to back (10:00 and
 * 11:00) is no overlap.
 */
const EVENT_MINUTES = 60;

/** Minutes since midnight of an 'H:MM', 'HH:MM' or 'HH:MM:SS' time; null if unreadable. */
function minutesOf(time: string): number | null {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return null;
  return hours * 60 + minutes;
}

/**
 * For each starred event that overlaps others (same day, starts less than an hour apart), the
 * titles of those others in time order. Events not starred are never flagged nor named.
 */
function agendaOverlaps(
  events: readonly ProgrammeEvent[],
  starred: ReadonlySet<number>,
): Map<number, string[]> {
  const mine = events
    .filter((event) => starred.has(event.id))
    .map((event) => ({ event, start: minutesOf(event.event_time) }))
    .filter((item): item is { event: ProgrammeEvent; start: number } => item.start !== null)
    .sort((a, b) => a.event.event_date.localeCompare(b.event.event_date) || a.start - b.start);
  const overlaps = new Map<number, string[]>();
  const flag = (event: ProgrammeEvent, other: ProgrammeEvent) => {
    const titles = overlaps.get(event.id) ?? [];
    titles.push(other.title);
    overlaps.set(event.id, titles);
  };
  // Sorted by day and start: each event only needs the ones after it that start within the
  // hour. Each list comes out in time order: earlier partners are added before later ones.
  mine.forEach((item, index) => {
    for (const next of mine.slice(index + 1)) {
      if (next.event.event_date !== item.event.event_date) break;
      if (next.start - item.start >= EVENT_MINUTES) break;
      flag(item.event, next.event);
      flag(next.event, item.event);
    }
  });
  return overlaps;
}

export { agendaOverlaps, EVENT_MINUTES, minutesOf };
