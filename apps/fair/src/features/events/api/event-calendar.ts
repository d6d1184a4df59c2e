import type { paths } from '@fiera/api-client';

const EVENT_CALENDAR: keyof paths = '/api/events/{eventId}/calendar.ics';

/**
 * The address of an event's calendar file ('Aggiungi al calendario'): public, on the app's own
 * origin (the server serves the app), opened by a plain link rather than a call.
 */
export function eventCalendarHref(eventId: number): string {
  return EVENT_CALENDAR.replace('{eventId}', String(eventId));
}
