import { CalendarPlus, Star, TriangleAlert } from 'lucide';
import * as React from 'react';

import { useBrand } from '../../brand';
import { useT, type Translate } from '../../i18n/messages/events';
import { cn } from '../../lib/cn';
import { isolate } from '../../lib/isolate';
import { Alert } from '../alert';
import { Button } from '../button';
import { Icon } from '../icon';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { SearchBox } from '../search-box';
import { agendaOverlaps } from './agenda';
import { eventDays, filterEvents, indexEvents, type ProgrammeEvent } from './filter-events';
import { eventDayParts, formatEventTime } from './format-event';

type EventListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** The whole programme, in any order; read when `status` is 'success'. */
  events?: readonly ProgrammeEvent[];
  /** Why the load failed (shown as "Impossibile caricare gli eventi: {error}"). */
  error?: string;
  onRetry?: () => void;
  /** Stage filter buttons; the fair config's stages when omitted. */
  stages?: readonly string[];
  /**
   * The ids of the events in the user's agenda. With `onStarChange`, every event gets a star
   * and the list a 'La mia agenda' filter; unknown (loading, failed) when omitted: no stars.
   */
  agenda?: readonly number[];
  /**
   * Stars (true) or unstars an event. The app shows the change at once through `agenda`; reject
   * when it could not be saved (with `agenda` put back): the event's card then says so.
   */
  onStarChange?: (eventId: number, starred: boolean) => Promise<void> | void;
  /** The address of an event's calendar file: each card links to it ('Aggiungi al calendario'). */
  calendarHref?: (eventId: number) => string;
};

/**
 * The programme ("Eventi"): search, day and stage filters, and the events in time order; with
 * the user's agenda, a star on each event and the 'La mia agenda' filter.
 */
function EventList({
  status,
  events = [],
  error,
  onRetry,
  stages,
  agenda,
  onStarChange,
  calendarHref,
  className,
  ...props
}: EventListProps) {
  const t = useT();
  const headingId = React.useId();

  return (
    <section
      data-slot="event-list"
      aria-labelledby={headingId}
      className={cn('mx-auto grid max-w-3xl gap-4 px-4 py-6', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {t('events.title')}
      </h1>
      {status === 'loading' && <LoadingState label={t('events.loading')} />}
      {status === 'error' && (
        <LoadError
          message={t('events.errors.loadEventsFailed', { msg: error ?? t('common.unknownError') })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' && (
        <Programme
          events={events}
          stages={stages}
          agenda={onStarChange ? agenda : undefined}
          onStarChange={onStarChange}
          calendarHref={calendarHref}
        />
      )}
    </section>
  );
}

const noOverlaps = new Map<number, string[]>();

function Programme({
  events,
  stages: stagesProp,
  agenda,
  onStarChange,
  calendarHref,
}: Pick<EventListProps, 'stages' | 'agenda' | 'onStarChange' | 'calendarHref'> & {
  events: readonly ProgrammeEvent[];
}) {
  const t = useT();
  const brand = useBrand();
  const stages = stagesProp ?? brand.stages;
  const [term, setTerm] = React.useState('');
  const [day, setDay] = React.useState<string | null>(null);
  const [stage, setStage] = React.useState<string | null>(null);
  const [mine, setMine] = React.useState(false);
  // Unstarred since 'La mia agenda' was last switched: such an event stays listed (its star
  // off) until the filter is switched again, so the pressed star, and focus, do not vanish.
  const [unstarred, setUnstarred] = React.useState<ReadonlySet<number>>(() => new Set());
  // The event whose last star or unstar could not be saved: its card says so.
  const [failedId, setFailedId] = React.useState<number | null>(null);
  // Typing stays responsive on a phone: the long list re-filters at a lower priority.
  const deferredTerm = React.useDeferredValue(term);

  const indexed = React.useMemo(() => indexEvents(events), [events]);
  // The fair's days from its config, so the filters match the fair even before its programme is
  // complete; a config without days falls back to the programme's dates.
  const configuredDays = brand.days;
  const days = React.useMemo(
    () => (configuredDays.length === 0 ? eventDays(events) : [...configuredDays].sort()),
    [configuredDays, events],
  );
  const starred = React.useMemo(() => (agenda === undefined ? null : new Set(agenda)), [agenda]);
  const agendaOnly = mine && starred !== null;
  const listed = React.useMemo(
    () => (agendaOnly ? new Set([...starred, ...unstarred]) : null),
    [agendaOnly, starred, unstarred],
  );
  const visible = React.useMemo(
    () => filterEvents(indexed, { term: deferredTerm, day, stage, ids: listed }),
    [indexed, deferredTerm, day, stage, listed],
  );
  const overlaps = React.useMemo(
    () => (starred === null ? noOverlaps : agendaOverlaps(events, starred)),
    [events, starred],
  );
  const agendaEmpty = listed !== null && !events.some((event) => listed.has(event.id));
  const searched = deferredTerm.trim();

  const latestOnStarChange = React.useRef(onStarChange);
  React.useLayoutEffect(() => {
    latestOnStarChange.current = onStarChange;
  });
  // Stable, so the memoised cards re-render only when their own star changes.
  const changeStar = React.useCallback(async (eventId: number, next: boolean) => {
    setFailedId(null);
    if (!next) setUnstarred((ids) => new Set(ids).add(eventId));
    try {
      await latestOnStarChange.current?.(eventId, next);
    } catch {
      setFailedId(eventId);
    }
  }, []);

  function showMine(next: boolean) {
    setMine(next);
    setUnstarred(new Set());
  }

  return (
    <>
      <SearchBox
        label={t('events.searchLabel')}
        placeholder={t('events.search')}
        value={term}
        onValueChange={setTerm}
      />
      {starred !== null && (
        <div>
          <Button
            size="sm"
            variant={mine ? 'default' : 'outline'}
            aria-pressed={mine}
            onClick={() => showMine(!mine)}
          >
            <Icon icon={Star} fill={mine ? 'currentColor' : 'none'} />
            {t('events.agenda.filter')}
          </Button>
        </div>
      )}
      <FilterGroup
        label={t('events.dayFilters')}
        options={days.map((value) => ({
          value,
          label: t('events.dayLabel', eventDayParts(value)),
        }))}
        selected={day}
        onSelect={setDay}
      />
      <FilterGroup
        label={t('events.stageFilters')}
        options={stages.map((value) => ({ value, label: value }))}
        selected={stage}
        onSelect={setStage}
      />
      <p role="status" className="sr-only">
        {visible.length === 1
          ? t('events.resultOne')
          : t('events.results', { count: visible.length })}
      </p>
      {agendaEmpty ? (
        <p className="py-6 text-muted-foreground">{t('events.agenda.empty')}</p>
      ) : visible.length === 0 ? (
        <div className="grid justify-items-start gap-3 py-6">
          <p className="text-muted-foreground">
            {searched === '' ? t('events.empty') : t('events.emptySearch', { term: searched })}
          </p>
          {/* A filter left on is the usual reason for an empty list: say which, and undo it. */}
          {(agendaOnly || day !== null || stage !== null) && (
            <>
              <p className="text-muted-foreground">
                {t('events.activeFilters', {
                  filters: [
                    agendaOnly ? t('events.agenda.filter') : null,
                    day === null ? null : t('events.dayLabel', eventDayParts(day)),
                    stage,
                  ]
                    .filter((filter) => filter !== null)
                    .join(', '),
                })}
              </p>
              <Button
                variant="outline"
                onClick={() => {
                  showMine(false);
                  setDay(null);
                  setStage(null);
                }}
              >
                {t('events.clearFilters')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul
          aria-label={t('events.listLabel')}
          aria-busy={term !== deferredTerm || undefined}
          className="grid gap-3"
        >
          {visible.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              starred={starred === null ? undefined : starred.has(event.id)}
              overlaps={overlaps.get(event.id)}
              failed={failedId === event.id}
              onStarChange={changeStar}
              calendarHref={calendarHref?.(event.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

type FilterOption = { value: string; label: string };

/** Toggle buttons of which at most one is on; pressing the one that is on turns it off. */
function FilterGroup({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: readonly FilterOption[];
  selected: string | null;
  onSelect: (value: string | null) => void;
}) {
  if (options.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <Button
            key={option.value}
            size="sm"
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? null : option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}

const titleList = new Intl.ListFormat('it', { type: 'conjunction' });

/** 'Si sovrappone a «A»', or '… a «A» e «B»': each title isolated, as names are elsewhere. */
function overlapText(titles: readonly string[], t: Translate): React.ReactNode[] {
  const values = Object.fromEntries(titles.map((title, index) => [`t${index}`, title]));
  return isolate(
    (marks) =>
      t('events.agenda.overlap', {
        titles: titleList.format(
          titles.map((_, index) =>
            t('events.agenda.overlapTitle', { title: marks[`t${index}`] ?? '' }),
          ),
        ),
      }),
    values,
  );
}

type EventItemProps = {
  event: ProgrammeEvent;
  /** In the user's agenda; no star when undefined (the agenda is unknown). */
  starred?: boolean;
  /** Titles of the other starred events this one overlaps. */
  overlaps?: readonly string[];
  /** The last star or unstar of this event could not be saved. */
  failed: boolean;
  onStarChange: (eventId: number, starred: boolean) => void;
  calendarHref?: string;
};

/** Memoised: a filter change re-renders only the items that appear, not all 500. */
const EventItem = React.memo(function EventItem({
  event,
  starred,
  overlaps,
  failed,
  onStarChange,
  calendarHref,
}: EventItemProps) {
  const t = useT();
  const titleId = React.useId();
  const byline =
    event.speaker && event.company_name
      ? isolate((values) => t('events.speakerCompany', values), {
          speaker: event.speaker,
          company: event.company_name,
        })
      : (event.speaker ?? event.company_name);
  const time = event.event_time.slice(0, 5);

  return (
    <li
      // Off-screen items skip layout and paint; the estimate keeps the scrollbar steady.
      className="[contain-intrinsic-size:auto_10rem] [content-visibility:auto]"
    >
      <article
        aria-labelledby={titleId}
        className="grid gap-1 rounded-lg border bg-card p-4 text-card-foreground shadow-xs"
      >
        <div className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-1">
            {event.topic && (
              <p className="text-xs font-semibold tracking-wide break-words text-primary uppercase">
                {event.topic}
              </p>
            )}
            <h2 id={titleId} className="text-lg font-semibold break-words">
              {event.title}
            </h2>
          </div>
          {starred !== undefined && (
            <Button
              variant="ghost"
              size="icon"
              aria-pressed={starred}
              aria-label={t(starred ? 'events.agenda.unstar' : 'events.agenda.star', {
                title: event.title,
              })}
              className="-mt-2 -mr-2 text-primary"
              onClick={() => onStarChange(event.id, !starred)}
            >
              <Icon icon={Star} className="size-6" fill={starred ? 'currentColor' : 'none'} />
            </Button>
          )}
        </div>
        {byline && <p className="break-words">{byline}</p>}
        <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <time dateTime={event.event_date}>
            {t('events.dayLabel', eventDayParts(event.event_date))}
          </time>
          <time dateTime={time}>{formatEventTime(event.event_time)}</time>
          {event.location && <span>{event.location}</span>}
        </p>
        {event.tags.length > 0 && (
          <ul aria-label={t('events.tags')} className="flex flex-wrap gap-2 text-sm">
            {event.tags.map((tag) => (
              <li key={tag} className="text-muted-foreground">
                {t('events.tag', { tag })}
              </li>
            ))}
          </ul>
        )}
        {starred && overlaps && overlaps.length > 0 && (
          <p className="flex items-start gap-2 text-sm font-medium">
            <Icon icon={TriangleAlert} className="mt-0.5 size-4 text-destructive" />
            <span className="min-w-0 break-words">{overlapText(overlaps, t)}</span>
          </p>
        )}
        {calendarHref && (
          <p>
            <a
              href={calendarHref}
              download
              aria-label={t('events.agenda.addToCalendarOf', { title: event.title })}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <Icon icon={CalendarPlus} className="size-4" />
              {t('events.agenda.addToCalendar')}
            </a>
          </p>
        )}
        {failed && <Alert variant="error">{t('events.agenda.updateFailed')}</Alert>}
      </article>
    </li>
  );
});

export { EventList };
export type { EventListProps };
export type { ProgrammeEvent } from './filter-events';
