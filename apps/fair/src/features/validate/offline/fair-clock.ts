/**
 * The fair's clock, as the server keeps it (apps/server/.../tickets/fair-time.ts): its days and
 * the times shown to staff are Rome's, whatever time zone the phone is set to.
 */
const FAIR_TIME_ZONE = 'Europe/Rome';

const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: FAIR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const clockTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: FAIR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** The fair's calendar day of an instant, YYYY-MM-DD. */
export function fairDay(instant: Date): string {
  const parts = Object.fromEntries(
    dayParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** HH:MM on the fair's clock, e.g. '09:12'. */
export function fairClockTime(instant: Date): string {
  return clockTime.format(instant);
}
