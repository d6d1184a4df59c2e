import { monthName } from '../../i18n';

/** Day of the month and Italian month name of a YYYY-MM-DD date, without time-zone shifts. */
function eventDayParts(date: string): { day: number; month: string } {
  const [, month, day] = date.split('-').map(Number);
  if (month === undefined || day === undefined || Number.isNaN(month) || Number.isNaN(day)) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  return { day, month: monthName(month - 1) };
}

const timeFormat = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/**
 * it-IT hh:mm of an HH:MM(:SS) time. The time is already the fair's local time, so it is
 * formatted in UTC to keep the device's own time zone out of it.
 */
function formatEventTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return timeFormat.format(Date.UTC(1970, 0, 1, hours, minutes));
}

export { eventDayParts, formatEventTime };
