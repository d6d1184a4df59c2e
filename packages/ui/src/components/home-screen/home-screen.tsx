import { Star, Ticket } from 'lucide';
import * as React from 'react';

import { Icon } from '../icon';
import { useBrand } from '../../brand';
import { useT } from '../../i18n/messages/home';
import { cn } from '../../lib/cn';
import { isolate } from '../../lib/isolate';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import type { ProgrammeEvent } from '../event-list';
import { eventDays } from '../event-list/filter-events';
import { eventDayParts, formatEventTime } from '../event-list/format-event';
import { LoadingState, type LoadStatus } from '../load-state';
import { monthName } from '../../i18n';
import { fairDates, fairPhase, type FairPhase } from './fair-phase';
import { localParts, upcomingEvents } from './upcoming-events';

type HomeScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The greeting's name; a neutral greeting without one. */
  firstName?: string | null;
  /** Adds the shortcut to the ticket scanner. */
  isStaff?: boolean;
  /** Where the programme is. A failed load only hides the events: the home never breaks. */
  eventsStatus: LoadStatus;
  /** The whole programme, in any order; read when `eventsStatus` is 'success'. */
  events?: readonly ProgrammeEvent[];
  /** The moment the next events are counted from (the device's clock in the app). */
  now: Date;
  /**
   * The ids of the events in the user's agenda: the next of them is shown above the programme.
   * Unknown (not loaded, failed) when omitted.
   */
  agenda?: readonly number[];
  /** Suggestions waiting on the matches screen; unknown (not loaded, failed) when omitted. */
  pendingMatches?: number;
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
};

const tileClass =
  'grid gap-1 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground';

/** Home: a greeting, the ticket, the next events, the way into matching and, for staff, Valida. */
function HomeScreen({
  firstName,
  isStaff = false,
  eventsStatus,
  events = [],
  now,
  agenda,
  pendingMatches,
  linkComponent: Link = AnchorLink,
  className,
  ...props
}: HomeScreenProps) {
  const t = useT();
  const headingId = React.useId();
  const eventsHeadingId = React.useId();
  const name = firstName?.trim();
  const { days: configuredDays } = useBrand();
  // The fair config's days; without them, the programme's, once it is loaded.
  const days =
    configuredDays.length > 0
      ? configuredDays
      : eventsStatus === 'success'
        ? eventDays(events)
        : [];
  const phase = fairPhase(days, now);
  const dates = fairDates(days, monthName);

  const matchText =
    pendingMatches === undefined || pendingMatches === 0
      ? t('home.matchDiscover')
      : pendingMatches === 1
        ? t('home.matchPendingOne')
        : t('home.matchPending', { count: pendingMatches });

  return (
    <section
      data-slot="home-screen"
      aria-labelledby={headingId}
      className={cn('mx-auto grid w-full max-w-3xl gap-6 px-4 py-6', className)}
      {...props}
    >
      <header className="grid gap-1">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight">
          {name
            ? isolate((values) => t('home.greeting', values), { name })
            : t('home.greetingAnonymous')}
        </h1>
        <p className="text-muted-foreground">{t('home.intro')}</p>
        {dates !== null && (
          <p className="text-muted-foreground">{t('home.fairDates', { dates })}</p>
        )}
      </header>

      <nav aria-label={t('home.shortcuts')} className="grid gap-3 sm:grid-cols-2">
        <Link
          to="/profile"
          className={cn(
            tileClass,
            'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground sm:col-span-2 sm:p-6',
          )}
        >
          <span className="flex items-center gap-2 text-xl font-bold">
            <Icon icon={Ticket} className="size-6" />
            {t('home.ticketTitle')}
          </span>
          <span>{t('home.ticketText')}</span>
        </Link>
        <Link to="/matches" className={tileClass}>
          <span className="text-lg font-semibold">{t('home.matchTitle')}</span>
          <span className="text-muted-foreground">{matchText}</span>
        </Link>
        {isStaff && (
          <Link to="/validate" className={tileClass}>
            <span className="text-lg font-semibold">{t('home.validateTitle')}</span>
            <span className="text-muted-foreground">{t('home.validateText')}</span>
          </Link>
        )}
      </nav>

      {eventsStatus === 'success' && agenda !== undefined && (
        <NextStarred events={events} agenda={agenda} now={now} />
      )}

      <section aria-labelledby={eventsHeadingId} className="grid gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={eventsHeadingId} className="text-lg font-semibold">
            {phase.phase === 'during' && phase.fairDay
              ? t('home.todayTitle')
              : phase.phase === 'after'
                ? t('home.programmeTitle')
                : t('home.eventsTitle')}
          </h2>
          <Link to="/events" className="text-sm text-primary underline-offset-4 hover:underline">
            {t('home.allEvents')}
          </Link>
        </div>
        <PhaseNote phase={phase} />
        {phase.phase !== 'after' && (
          <>
            {eventsStatus === 'loading' && <LoadingState label={t('home.eventsLoading')} />}
            {eventsStatus === 'error' && (
              <p className="text-muted-foreground">{t('home.eventsUnavailable')}</p>
            )}
            {eventsStatus === 'success' && (
              <NextEvents
                events={events}
                now={now}
                fairDay={phase.phase === 'during' && phase.fairDay}
              />
            )}
          </>
        )}
      </section>
    </section>
  );
}

/** Before, between and after the fair's days, one line saying where the fair stands. */
function PhaseNote({ phase }: { phase: FairPhase }) {
  const t = useT();
  const text =
    phase.phase === 'before'
      ? phase.tomorrow
        ? t('home.fairStartsTomorrow')
        : t('home.fairStarts', { date: t('events.dayLabel', eventDayParts(phase.firstDay)) })
      : phase.phase === 'after'
        ? t('home.fairEnded')
        : phase.phase === 'during' && !phase.fairDay
          ? t('home.noFairToday')
          : null;
  return text === null ? null : <p className="font-medium">{text}</p>;
}

/** 'Il tuo prossimo evento: …': the first event of the agenda not started yet, if any. */
function NextStarred({
  events,
  agenda,
  now,
}: {
  events: readonly ProgrammeEvent[];
  agenda: readonly number[];
  now: Date;
}) {
  const t = useT();
  const next = React.useMemo(() => {
    const starred = new Set(agenda);
    return upcomingEvents(
      events.filter((event) => starred.has(event.id)),
      now,
      1,
    )[0];
  }, [events, agenda, now]);
  if (next === undefined) return null;
  const day =
    next.event_date === localParts(now).date
      ? t('home.nextStarredToday')
      : t('events.dayLabel', eventDayParts(next.event_date));
  return (
    <p className="flex items-start gap-3 rounded-xl border border-primary/40 bg-card p-4 font-medium text-card-foreground">
      <Icon icon={Star} fill="currentColor" className="mt-0.5 size-5 text-primary" />
      <span className="min-w-0 break-words">
        {isolate(
          (values) =>
            t('home.nextStarred', {
              ...values,
              day,
              time: formatEventTime(next.event_time),
            }),
          { title: next.title },
        )}
      </span>
    </p>
  );
}

function NextEvents({
  events,
  now,
  fairDay,
}: {
  events: readonly ProgrammeEvent[];
  now: Date;
  /** Today is one of the fair's days: says so when today's events are over. */
  fairDay: boolean;
}) {
  const t = useT();
  const next = React.useMemo(() => upcomingEvents(events, now), [events, now]);
  const today = localParts(now).date;
  const todayDone = fairDay && events.length > 0 && next[0]?.event_date !== today;

  if (next.length === 0 && !todayDone) {
    return <p className="text-muted-foreground">{t('home.eventsEmpty')}</p>;
  }
  return (
    <>
      {todayDone && <p className="text-muted-foreground">{t('home.todayDone')}</p>}
      {next.length > 0 && <EventLines events={next} today={today} />}
    </>
  );
}

function EventLines({ events: next, today }: { events: readonly ProgrammeEvent[]; today: string }) {
  const t = useT();
  return (
    <ul className="grid gap-2">
      {next.map((event) => (
        <li
          key={event.id}
          className="grid gap-0.5 rounded-lg border bg-card p-3 text-card-foreground"
        >
          <p className="font-semibold">{event.title}</p>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <time dateTime={event.event_date}>
              {event.event_date === today
                ? t('home.today')
                : t('events.dayLabel', eventDayParts(event.event_date))}
            </time>
            <time dateTime={event.event_time.slice(0, 5)}>{formatEventTime(event.event_time)}</time>
            {event.location && <span>{event.location}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

export { HomeScreen };
export type { HomeScreenProps };
