import * as React from 'react';

import { useT } from '../../i18n/messages/admin-gate';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { Button } from '../button';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';

/** The gate's figures as GET /api/admin/gate answers them (the API's GateDashboard). */
type GateDashboardData = {
  /** Today in the fair's time zone, YYYY-MM-DD. */
  day: string;
  today: number;
  total: number;
  reentry: 'deny' | 'allow';
  /** Only hours with entries, in order. */
  per_hour: readonly { hour: number; count: number }[];
  /** Most first; a deleted staff account has a null id and name. */
  per_staff: readonly { staff_id: number | null; name: string | null; count: number }[];
  /** Today's scans sent later by phones that had no network. */
  offline: {
    received: number;
    /** The latest that were no clean entry, newest first. */
    problems: readonly {
      outcome: 'used-twice' | 'refused';
      message: string;
      scanned_at: string;
    }[];
  };
};

type AdminGateProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** Read when `status` is 'success'. */
  dashboard?: GateDashboardData;
  /** When the figures shown were fetched. */
  updatedAt?: Date;
  /** Why the first load failed (already in Italian). */
  error?: string;
  /** 'Riprova' after a failed load or refresh. */
  onRetry?: () => void;
  /** Why the last refresh failed while the previous figures stay shown (already in Italian). */
  refreshError?: string;
};

const numberFormat = new Intl.NumberFormat('it-IT');
// The fair's own clock: the server counts hours and days in Europe/Rome.
const timeFormat = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Rome',
});
// `day` is a calendar date: formatted in UTC so no time zone moves it to the day before.
const dayFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'full', timeZone: 'UTC' });

const twoDigits = (hour: number) => String(hour).padStart(2, '0');

/** Every hour from the first to the last with entries, the empty ones at zero, so gaps show. */
function hourRows(perHour: GateDashboardData['per_hour']) {
  if (perHour.length === 0) return [];
  const counts = new Map(perHour.map(({ hour, count }) => [hour, count]));
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  return Array.from({ length: last - first + 1 }, (_, index) => ({
    hour: first + index,
    count: counts.get(first + index) ?? 0,
  }));
}

/** The admin's live view of the entrance: today, in total, per hour and per staff member. */
function AdminGate({
  status,
  dashboard,
  updatedAt,
  error,
  onRetry,
  refreshError,
  className,
  ...props
}: AdminGateProps) {
  const t = useT();
  const headingId = React.useId();
  const time = updatedAt ? timeFormat.format(updatedAt) : undefined;

  return (
    <section
      data-slot="admin-gate"
      aria-labelledby={headingId}
      className={cn('mx-auto grid w-full max-w-3xl gap-6 px-4 py-6', className)}
      {...props}
    >
      <div className="grid gap-1">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('adminGate.title')}
        </h1>
        {/* Not a live region: a polite announcement every five seconds would drown the rest. */}
        {status === 'success' && time && (
          <p className="text-sm text-muted-foreground">{t('adminGate.updatedAt', { time })}</p>
        )}
      </div>
      {status === 'loading' && <LoadingState label={t('adminGate.loading')} />}
      {status === 'error' && (
        <LoadError
          message={t('adminGate.loadFailed', { msg: error ?? t('common.unknownError') })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' && dashboard && (
        <>
          {refreshError && (
            <div className="grid justify-items-start gap-3">
              <Alert variant="error" className="w-full">
                {t('adminGate.refreshFailed', { msg: refreshError, time: time ?? '—' })}
              </Alert>
              {onRetry && (
                <Button variant="outline" onClick={onRetry}>
                  {t('common.retry')}
                </Button>
              )}
            </div>
          )}
          <Figures dashboard={dashboard} />
          <PerHour perHour={dashboard.per_hour} />
          <PerStaff perStaff={dashboard.per_staff} />
          <Offline offline={dashboard.offline} />
        </>
      )}
    </section>
  );
}

function Figures({ dashboard }: { dashboard: GateDashboardData }) {
  const t = useT();
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {t('adminGate.day', { date: dayFormat.format(new Date(`${dashboard.day}T00:00:00Z`)) })}
      </p>
      <dl className="grid grid-cols-2 gap-3">
        {(['today', 'total'] as const).map((key) => (
          <div key={key} className="grid gap-1 rounded-lg border bg-card p-3 text-card-foreground">
            <dt className="text-sm text-muted-foreground">{t(`adminGate.${key}`)}</dt>
            <dd className="text-3xl font-bold tabular-nums">
              {numberFormat.format(dashboard[key])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="rounded-lg border bg-card p-3 text-sm font-medium text-card-foreground">
        {dashboard.reentry === 'allow' ? t('adminGate.reentryAllow') : t('adminGate.reentryDeny')}
      </p>
    </div>
  );
}

/**
 * Plain CSS bars with their numbers beside them for sighted users; screen readers get the same
 * figures as a table, since a list of widths says nothing to them.
 */
function PerHour({ perHour }: { perHour: GateDashboardData['per_hour'] }) {
  const t = useT();
  const headingId = React.useId();
  const rows = hourRows(perHour);
  const max = Math.max(1, ...rows.map((row) => row.count));
  const label = (hour: number) =>
    t('adminGate.perHour.range', { from: twoDigits(hour), to: twoDigits((hour + 1) % 24) });

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('adminGate.perHour.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{t('adminGate.perHour.empty')}</p>
      ) : (
        <>
          <div aria-hidden="true" className="grid gap-1.5 rounded-lg border bg-card p-3">
            {rows.map(({ hour, count }) => (
              <div
                key={hour}
                data-slot="gate-hour-bar"
                className="grid grid-cols-[3.25rem_minmax(0,1fr)_3.5rem] items-center gap-2 text-sm text-card-foreground"
              >
                <span className="tabular-nums">{label(hour)}</span>
                <span className="h-4 overflow-hidden rounded-sm bg-muted">
                  <span
                    className="block h-full rounded-sm bg-primary"
                    style={{ width: count === 0 ? 0 : `${Math.max(2, (count / max) * 100)}%` }}
                  />
                </span>
                <span className="text-right font-medium tabular-nums">
                  {numberFormat.format(count)}
                </span>
              </div>
            ))}
          </div>
          <table className="sr-only">
            <caption>{t('adminGate.perHour.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminGate.perHour.hour')}</th>
                <th scope="col">{t('adminGate.perHour.count')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ hour, count }) => (
                <tr key={hour}>
                  <th scope="row">{label(hour)}</th>
                  <td>{numberFormat.format(count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function PerStaff({ perStaff }: { perStaff: GateDashboardData['per_staff'] }) {
  const t = useT();
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('adminGate.perStaff.title')}
      </h2>
      {perStaff.length === 0 ? (
        <p className="text-muted-foreground">{t('adminGate.perStaff.empty')}</p>
      ) : (
        <table className="w-full overflow-hidden rounded-lg border bg-card text-sm text-card-foreground">
          <caption className="sr-only">{t('adminGate.perStaff.caption')}</caption>
          <thead className="bg-muted text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('adminGate.perStaff.name')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('adminGate.perStaff.count')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {perStaff.map((row, index) => (
              <tr key={row.staff_id ?? `deleted-${index}`}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {row.name ??
                    (row.staff_id === null
                      ? t('adminGate.perStaff.deleted')
                      : t('adminGate.perStaff.unnamed', { id: row.staff_id }))}
                </th>
                <td className="px-3 py-2 text-right font-medium tabular-nums">
                  {numberFormat.format(row.count)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

// Scan times of offline problems: to the minute, on the fair's clock.
const minuteFormat = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/**
 * What phones checked without network and sent later: how many today, and the ones that were
 * no clean entry (a ticket that had already entered, or no valid ticket at all).
 */
function Offline({ offline }: { offline: GateDashboardData['offline'] }) {
  const t = useT();
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('adminGate.offline.title')}
      </h2>
      <dl className="grid gap-1 rounded-lg border bg-card p-3 text-card-foreground">
        <dt className="text-sm text-muted-foreground">{t('adminGate.offline.received')}</dt>
        <dd className="text-3xl font-bold tabular-nums">{numberFormat.format(offline.received)}</dd>
      </dl>
      {offline.problems.length === 0 ? (
        <p className="text-muted-foreground">{t('adminGate.offline.empty')}</p>
      ) : (
        <table className="w-full overflow-hidden rounded-lg border bg-card text-sm text-card-foreground">
          <caption className="sr-only">{t('adminGate.offline.caption')}</caption>
          <thead className="bg-muted text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('adminGate.offline.time')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('adminGate.offline.outcome')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('adminGate.offline.message')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {offline.problems.map((problem, index) => (
              <tr key={`${problem.scanned_at}-${index}`} data-outcome={problem.outcome}>
                <th scope="row" className="px-3 py-2 text-left font-normal tabular-nums">
                  {minuteFormat.format(new Date(problem.scanned_at))}
                </th>
                <td className="px-3 py-2 font-semibold">
                  {problem.outcome === 'used-twice'
                    ? t('adminGate.offline.usedTwice')
                    : t('adminGate.offline.refused')}
                </td>
                <td className="px-3 py-2">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export { AdminGate };
export type { AdminGateProps, GateDashboardData };
