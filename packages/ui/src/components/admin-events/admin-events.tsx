import * as React from 'react';
import { Plus } from 'lucide';

import { useT } from '../../i18n/messages/admin-catalogue';
import { cn } from '../../lib/cn';
import { italianCollator } from '../../lib/italian-collator';
import { searchIndex, searchNeedle } from '../../lib/search-text';
import { AdminDialog } from '../admin-layout/admin-dialog';
import { ConfirmDialog } from '../admin-layout/confirm-dialog';
import { VersionConflict } from '../admin-layout/form-rejection';
import { StatusNotice } from '../admin-layout/status-notice';
import { AdminImport, type AdminImportProps } from '../admin-import/admin-import';
import { Button } from '../button';
import { formatEventTime } from '../event-list/format-event';
import { Icon } from '../icon';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { SearchBox } from '../search-box';
import { EventForm, formatDay, type AdminEvent, type EventInputData } from './event-form';

type AdminEventsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** The whole programme, in any order; read when `status` is 'success'. */
  events?: readonly AdminEvent[];
  /** Why the load failed (already in Italian). */
  error?: string;
  onRetry?: () => void;
  /** Adds an event and resolves it as saved; reject as EventForm's `onSubmit` says. */
  onCreate: (input: EventInputData) => Promise<AdminEvent>;
  /**
   * Saves an event's fields over `event`, as the form opened it; reject as EventForm's
   * `onSubmit` says, or with a VersionConflict when someone else saved it meanwhile.
   */
  onUpdate: (event: AdminEvent, input: EventInputData) => Promise<AdminEvent>;
  /** Deletes an event; reject with an Error carrying the Italian reason. */
  onDelete: (event: AdminEvent) => Promise<void>;
  /** Checks or imports a CSV or JSON file of events. */
  onImport: AdminImportProps['onImport'];
  /** The fair's days (YYYY-MM-DD) and stages; the fair config's when omitted. */
  days?: readonly string[];
  stages?: readonly string[];
};

type Editor = { mode: 'new' } | { mode: 'edit'; event: AdminEvent };

/** The back-office's programme ('Programma'): search, add, edit, delete and imports. */
function AdminEvents({
  status,
  events = [],
  error,
  onRetry,
  onCreate,
  onUpdate,
  onDelete,
  onImport,
  days,
  stages,
  className,
  ...props
}: AdminEventsProps) {
  const t = useT();
  const headingId = React.useId();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const deletedRef = React.useRef(false);
  const [editor, setEditor] = React.useState<Editor | null>(null);
  const [deleting, setDeleting] = React.useState<AdminEvent | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);

  async function save(input: EventInputData) {
    if (editor?.mode === 'edit') {
      const saved = await onUpdate(editor.event, input).catch((reason: unknown) => {
        // The form keeps what was typed; its next 'Salva' replaces the version now saved.
        if (reason instanceof VersionConflict && reason.current !== undefined) {
          setEditor({ mode: 'edit', event: reason.current as AdminEvent });
        }
        throw reason;
      });
      setNotice(t('adminCatalogue.events.updated', { title: saved.title }));
    } else {
      const created = await onCreate(input);
      setNotice(t('adminCatalogue.events.created', { title: created.title }));
    }
    setEditor(null);
  }

  async function remove() {
    if (!deleting) return;
    await onDelete(deleting);
    deletedRef.current = true;
    setNotice(t('adminCatalogue.events.deleted', { title: deleting.title }));
  }

  return (
    <section
      data-slot="admin-events"
      aria-labelledby={headingId}
      className={cn('grid gap-4 px-4 py-6', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          {t('adminCatalogue.events.title')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditor({ mode: 'new' })}>
            <Icon icon={Plus} />
            {t('adminCatalogue.events.add')}
          </Button>
          <AdminImport kind="events" onImport={onImport} />
        </div>
      </div>
      <StatusNotice message={notice} />
      {status === 'loading' && <LoadingState label={t('adminCatalogue.events.loading')} />}
      {status === 'error' && (
        <LoadError
          message={t('adminCatalogue.events.loadFailed', {
            msg: error ?? t('common.unknownError'),
          })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' && (
        <EventRows
          events={events}
          onEdit={(event) => setEditor({ mode: 'edit', event })}
          onDelete={setDeleting}
        />
      )}

      <AdminDialog
        open={editor !== null}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
        title={
          editor?.mode === 'edit'
            ? t('adminCatalogue.events.editTitle', { title: editor.event.title })
            : t('adminCatalogue.events.addTitle')
        }
        description={t('adminCatalogue.events.formDescription')}
      >
        {editor && (
          <EventForm
            key={editor.mode === 'edit' ? editor.event.id : 'new'}
            event={editor.mode === 'edit' ? editor.event : undefined}
            days={days}
            stages={stages}
            onSubmit={save}
            onCancel={() => setEditor(null)}
          />
        )}
      </AdminDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('adminCatalogue.events.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('adminCatalogue.events.deleteDescription')}
        confirmLabel={t('adminCatalogue.list.delete')}
        busyLabel={t('adminCatalogue.list.deleting')}
        onConfirm={remove}
        onCloseAutoFocus={(event) => {
          // The row and its button are gone: focus goes to the page's heading, above the notice.
          if (!deletedRef.current) return;
          deletedRef.current = false;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </section>
  );
}

/** The programme's order: day, time, then title. */
function compareEvents(a: AdminEvent, b: AdminEvent): number {
  return (
    a.event_date.localeCompare(b.event_date) ||
    a.event_time.localeCompare(b.event_time) ||
    italianCollator.compare(a.title, b.title)
  );
}

function EventRows({
  events,
  onEdit,
  onDelete,
}: {
  events: readonly AdminEvent[];
  onEdit: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
}) {
  const t = useT();
  const [term, setTerm] = React.useState('');
  const deferredTerm = React.useDeferredValue(term);
  const indexed = React.useMemo(
    () =>
      events.toSorted(compareEvents).map((event) => ({
        event,
        search: searchIndex([
          event.title,
          event.speaker,
          event.location,
          event.company_name,
          event.topic,
        ]),
      })),
    [events],
  );
  const needle = searchNeedle(deferredTerm);
  const visible = React.useMemo(
    () => indexed.filter(({ search }) => search.includes(needle)).map(({ event }) => event),
    [indexed, needle],
  );

  return (
    <>
      <SearchBox
        label={t('adminCatalogue.events.searchLabel')}
        placeholder={t('adminCatalogue.events.searchPlaceholder')}
        value={term}
        onValueChange={setTerm}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {visible.length === 1
          ? t('adminCatalogue.events.resultOne')
          : t('adminCatalogue.events.results', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="py-4 text-muted-foreground">
          {needle === ''
            ? t('adminCatalogue.events.empty')
            : t('adminCatalogue.events.emptySearch', { term: deferredTerm.trim() })}
        </p>
      ) : (
        <ul
          aria-label={t('adminCatalogue.events.listLabel')}
          aria-busy={term !== deferredTerm || undefined}
          className="divide-y rounded-lg border bg-card text-card-foreground"
        >
          {visible.map((event) => (
            <EventRow key={event.id} event={event} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </>
  );
}

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
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-label={t('adminCatalogue.events.editLabel', { title: event.title })}
          onClick={() => onEdit(event)}
        >
          {t('adminCatalogue.list.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          aria-label={t('adminCatalogue.events.deleteLabel', { title: event.title })}
          onClick={() => onDelete(event)}
        >
          {t('adminCatalogue.list.delete')}
        </Button>
      </div>
    </li>
  );
});

export { AdminEvents };
export type { AdminEventsProps };
