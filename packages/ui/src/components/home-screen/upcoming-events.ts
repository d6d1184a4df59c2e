import type { ProgrammeEvent } from '../event-list';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * 'YYYY-MM-DD' and 'HH:MM' of a moment on the device's clock. The programme is in the fair's
 * local time and attendees carry their phones at the fair, so the device's zone is the fair's.
 */
function localParts(now: Date): { date: string; time: string } {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/** Sortable 'YYYY-MM-DDTHH:MM' of an event; 'H:MM' times are padded first. */
function eventStamp(event: ProgrammeEvent): string {
  const [hours = '00', minutes = '00'] = event.event_time.split(':');
  return `${event.event_date}T${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}`;
}

/**
 * The next `limit` events that have not started yet: the rest of today first, then the
 * following days, in time order. Events already under way are left out: the home points to
 * what the visitor can still reach.
 */
function upcomingEvents<E extends ProgrammeEvent>(events: readonly E[], now: Date, limit = 3): E[] {
  const { date, time } = localParts(now);
  const from = `${date}T${time}`;
  return events
    .map((event) => ({ event, stamp: eventStamp(event) }))
    .filter(({ stamp }) => stamp >= from)
    .sort((a, b) => (a.stamp < b.stamp ? -1 : a.stamp > b.stamp ? 1 : 0))
    .slice(0, limit)
    .map(({ event }) => event);
}

export { localParts, upcomingEvents };
