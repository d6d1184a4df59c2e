/** The fair's clock: its days and the times shown to staff are Italian, wherever the server runs. */
export const FAIR_TIME_ZONE = 'Europe/Rome';

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

const MINUTE_MS = 60_000;
// Every scan asks for the day of "now": formatted once a minute (days start on a whole minute).
let lastDay = { minute: Number.NaN, day: '' };

/** The fair's calendar day of an instant, as YYYY-MM-DD (a PostgreSQL date). */
export function fairDay(instant: Date): string {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  if (minute === lastDay.minute) return lastDay.day;
  const parts = Object.fromEntries(
    dayParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  lastDay = { minute, day: `${parts.year}-${parts.month}-${parts.day}` };
  return lastDay.day;
}

// A repeat scan shows the first entry's time: the gate's busiest minutes are formatted once.
const clockTimes = new Map<number, string>();
const CLOCK_TIMES_KEPT = 1_440;

/** HH:MM in the fair's time zone, e.g. '09:12'. */
export function fairClockTime(instant: Date): string {
  // Time zones move by whole minutes: every instant of a minute shows the same HH:MM.
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  let time = clockTimes.get(minute);
  if (time === undefined) {
    time = clockTime.format(instant);
    if (clockTimes.size >= CLOCK_TIMES_KEPT) clockTimes.clear();
    clockTimes.set(minute, time);
  }
  return time;
}

const hourOfDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: FAIR_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour (0–23) the fair's clock shows at an instant. */
export function fairHour(instant: Date): number {
  return Number(hourOfDay.format(instant));
}
