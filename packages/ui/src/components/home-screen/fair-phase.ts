import { localParts } from './upcoming-events';

/** Where today falls against the fair's days. */
type FairPhase =
  | { phase: 'before'; firstDay: string; tomorrow: boolean }
  | { phase: 'during'; fairDay: boolean }
  | { phase: 'after' }
  /** No days configured and no events to take them from. */
  | { phase: 'unknown' };

/** The next calendar day of a YYYY-MM-DD date, computed in UTC so no zone shifts it. */
function nextDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The fair's phase on `now`'s local date. `days` are the fair's days (YYYY-MM-DD, any order): the
 * fair config's, so an empty programme still knows when the fair is. A day between two fair days
 * that is not one of them (a fair over two weekends) is 'during' but not a fair day.
 */
function fairPhase(days: readonly string[], now: Date): FairPhase {
  const sorted = [...new Set(days)].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return { phase: 'unknown' };
  const today = localParts(now).date;
  if (today < first)
    return { phase: 'before', firstDay: first, tomorrow: nextDay(today) === first };
  if (today > last) return { phase: 'after' };
  return { phase: 'during', fairDay: sorted.includes(today) };
}

/**
 * The fair's dates for a person: '16–17 Ottobre 2026', '30 Ottobre – 2 Novembre 2026',
 * '16 Ottobre 2026' for one day. Days between the first and the last are not listed.
 */
function fairDates(days: readonly string[], monthName: (index: number) => string): string | null {
  const sorted = [...new Set(days)].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return null;
  const parts = (date: string) => {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    return { year, month: monthName(month - 1), day };
  };
  const from = parts(first);
  const to = parts(last);
  if (first === last) return `${from.day} ${from.month} ${from.year}`;
  if (from.year !== to.year) {
    return `${from.day} ${from.month} ${from.year} – ${to.day} ${to.month} ${to.year}`;
  }
  if (from.month !== to.month)
    return `${from.day} ${from.month} – ${to.day} ${to.month} ${to.year}`;
  return `${from.day}–${to.day} ${to.month} ${to.year}`;
}

export { fairDates, fairPhase, nextDay };
export type { FairPhase };
