import { FAIR_TIME_ZONE } from '../tickets/fair-time';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: FAIR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The fair's clock at an instant, read as if it were UTC: the difference is Rome's offset. */
function wallClockAsUtc(instant: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/**
 * The instant at which the fair's clock (Europe/Rome) shows `date` `time`: the programme's times
 * are local, a calendar wants instants. Twice, so a time just after a change of offset lands
 * right; a time the clocks skip (02:30 on the spring night) is taken an hour later.
 */
export function fairInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  let instant = asUtc - (wallClockAsUtc(asUtc) - asUtc);
  instant = asUtc - (wallClockAsUtc(instant) - instant);
  return new Date(instant);
}
