import * as React from 'react';

import { useBrand } from '../../brand';
import { useT } from '../../i18n/messages/events';
import { cn } from '../../lib/cn';
import { isolate } from '../../lib/isolate';
import { Button } from '../button';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { SearchBox } from '../search-box';
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
};

/** The programme ("Eventi"): search, day and stage filters, and the events in time order. */
function EventList({
  status,
  events = [],
  error,
  onRetry,
  stages,
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
      {status === 'success' && <Programme events={events} stages={stages} />}
    </section>
  );
}

function Programme({
  events,
  stages: stagesProp,
}: {
  events: readonly ProgrammeEvent[];
  stages?: readonly string[];
}) {
  const t = useT();
  const brand = useBrand();
  const stages = stagesProp ?? brand.stages;
  const [term, setTerm] = React.useState('');
  const [day, setDay] = React.useState<string | null>(null);
  const [stage, setStage] = React.useState<string | null>(null);
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
  const visible = React.useMemo(
    () => filterEvents(indexed, { term: deferredTerm, day, stage }),
    [indexed, deferredTerm, day, stage],
  );
  const searched = deferredTerm.trim();

  return (
    <>
      <SearchBox
        label={t('events.searchLabel')}
        placeholder={t('events.search')}
        value={term}
        onValueChange={setTerm}
      />
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
      {visible.length === 0 ? (
        <div className="grid justify-items-start gap-3 py-6">
          <p className="text-muted-foreground">
            {searched === '' ? t('events.empty') : t('events.emptySearch', { term: searched })}
          </p>
          {/* A filter left on is the usual reason for an empty list: say which, and undo it. */}
          {(day !== null || stage !== null) && (
            <>
              <p className="text-muted-foreground">
                {t('events.activeFilters', {
                  filters: [day === null ? null : t('events.dayLabel', eventDayParts(day)), stage]
                    .filter((filter) => filter !== null)
                    .join(', '),
                })}
              </p>
              <Button
                variant="outline"
                onClick={() => {
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
            <EventItem key={event.id} event={event} />
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

/** Memoised: a filter change re-renders only the items that appear, not all 500. */
const EventItem = React.memo(function EventItem({ event }: { event: ProgrammeEvent }) {
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
        {event.topic && (
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {event.topic}
          </p>
        )}
        <h2 id={titleId} className="text-lg font-semibold">
          {event.title}
        </h2>
        {byline && <p>{byline}</p>}
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
      </article>
    </li>
  );
});

export { EventList };
export type { EventListProps };
export type { ProgrammeEvent } from './filter-events';
