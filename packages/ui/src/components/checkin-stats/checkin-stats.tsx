import * as React from 'react';

import { useT } from '../../i18n/messages/validate';
import { cn } from '../../lib/cn';

type CheckinStatsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** First check-ins today and since the fair opened; undefined until loaded. */
  stats?: { today: number; total: number };
  /** Why the counts could not be loaded (already in Italian). */
  error?: string;
};

const numberFormat = new Intl.NumberFormat('it-IT');

/** How many attendees have come in, today and in total. */
function CheckinStats({ stats, error, className, ...props }: CheckinStatsProps) {
  const t = useT();
  const headingId = React.useId();

  return (
    <section
      data-slot="checkin-stats"
      aria-labelledby={headingId}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <h2 id={headingId} className="text-base font-semibold">
        {t('validate.stats.title')}
      </h2>
      {stats ? (
        <dl className="grid grid-cols-2 gap-3">
          {(['today', 'total'] as const).map((key) => (
            <div key={key} className="grid gap-1 rounded-lg border bg-card p-3 text-center">
              <dt className="text-sm text-muted-foreground">{t(`validate.stats.${key}`)}</dt>
              <dd className="text-3xl font-bold tabular-nums">{numberFormat.format(stats[key])}</dd>
            </div>
          ))}
        </dl>
      ) : error ? (
        <p className="text-sm text-destructive">{t('validate.stats.failed', { msg: error })}</p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t('validate.stats.loading')}
        </p>
      )}
    </section>
  );
}

export { CheckinStats };
export type { CheckinStatsProps };
