import * as React from 'react';

import { useT } from '../../i18n/messages/admin-catalogue';
import { italianCollator } from '../../lib/italian-collator';
import {
  CatalogueRowActions,
  CatalogueSectionPage,
  type CatalogueSectionProps,
} from '../admin-layout/catalogue-section';
import { formatEventTime } from '../event-list/format-event';
import { EventForm, formatDay, type AdminEvent, type EventInputData } from './event-form';

type AdminEventsProps = CatalogueSectionProps<AdminEvent, EventInputData> & {
  /** The whole programme, in any order; read when `status` is 'success'. */
  events?: readonly AdminEvent[];
  /** The fair's days (YYYY-MM-DD) and stages; the fair config's when omitted. */
  days?: readonly string[];
  stages?: readonly string[];
};

/** The back-office's programme ('Programma'): search, add, edit, delete and imports. */
function AdminEvents({ events = [], days, stages, ...props }: AdminEventsProps) {
  return (
    <CatalogueSectionPage
      data-slot="admin-events"
      section="events"
      items={events}
      nameOf={titleOf}
      compare={compareEvents}
      searchFields={searchFields}
      renderRow={(event, actions) => <EventRow key={event.id} event={event} {...actions} />}
      renderForm={(editor) => (
        <EventForm
          key={editor.formKey}
          event={editor.record}
          days={days}
          stages={stages}
          onSubmit={editor.save}
          onCancel={editor.requestClose}
          onDirtyChange={editor.setDirty}
        />
      )}
      {...props}
    />
  );
}

const titleOf = (event: AdminEvent) => event.title;

/** The programme's order: day, time, then title. */
function compareEvents(a: AdminEvent, b: AdminEvent): number {
  return (
    a.event_date.localeCompare(b.event_date) ||
    a.event_time.localeCompare(b.event_time) ||
    italianCollator.compare(a.title, b.title)
  );
}

const searchFields = (event: AdminEvent) => [
  event.title,
  event.speaker,
  event.location,
  event.company_name,
  event.topic,
];

/** Memoised: a new search term re-renders only the rows that appear, not all of them. */
const EventRow = React.memo(function EventRow({
  event,
  onEdit,
  onDelete,
}: {
  event: AdminEvent;
  onEdit: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
}) {
  const t = useT();
  const details = [event.location, event.speaker].filter(Boolean).join(' · ');
  return (
    <li className="grid gap-2 px-4 py-3 [contain-intrinsic-size:auto_5rem] [content-visibility:auto] sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0">
        <span className="text-sm text-muted-foreground">
          {t('adminCatalogue.events.when', {
            day: formatDay(event.event_date),
            time: formatEventTime(event.event_time),
          })}
        </span>
        <span className="font-medium break-words">
          <bdi>{event.title}</bdi>
        </span>
        {details && (
          <span className="text-sm break-words text-muted-foreground">
            <bdi>{details}</bdi>
          </span>
        )}
      </div>
      <CatalogueRowActions
        section="events"
        name={event.title}
        onEdit={() => onEdit(event)}
        onDelete={() => onDelete(event)}
      />
    </li>
  );
});

export { AdminEvents };
export type { AdminEventsProps };
