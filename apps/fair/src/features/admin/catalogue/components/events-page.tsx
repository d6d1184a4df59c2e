import { AdminEvents } from '@fiera/ui/components/admin-events';
import { useT } from '@fiera/ui/i18n';
import { useT as useCatalogueT } from '@fiera/ui/i18n/admin-catalogue';
import * as React from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { loadView } from '../../../../lib/load-view';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { LeaveGuard } from '../../leave-guard';
import { useAdminEvents } from '../api/get-admin-events';
import { useImportCatalogue } from '../api/import-catalogue';
import { useCreateEvent, useDeleteEvent, useUpdateEvent } from '../api/save-event';
import { deleteFailure, editFailure, ifMatch, saveFailure } from '../save-failure';

/**
 * 'Programma' in the back-office: the events and their import. The form offers the fair's days
 * and stages from the fair config the app already has (its BrandProvider).
 */
export function EventsPage() {
  const t = useT();
  useDocumentTitle(useCatalogueT()('adminCatalogue.events.title'));
  const query = useAdminEvents();
  const view = loadView(query, t);
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const deleteEvent = useDeleteEvent();
  const importEvents = useImportCatalogue('events');
  // The editor's form holds edits: leaving the page asks first.
  const [dirty, setDirty] = React.useState(false);

  return (
    <>
      <AdminEvents
        onDirtyChange={setDirty}
        status={view.status}
        events={view.data}
        error={view.error}
        onRetry={() => void query.refetch()}
        onCreate={async (body) => {
          try {
            return await createEvent.mutateAsync({ body });
          } catch (error) {
            throw saveFailure(error, t);
          }
        }}
        onUpdate={async (event, body) => {
          try {
            return await updateEvent.mutateAsync({
              params: { path: { eventId: event.id }, header: ifMatch(event.version) },
              body,
            });
          } catch (error) {
            throw await editFailure(error, t, async () =>
              (await query.refetch()).data?.find((current) => current.id === event.id),
            );
          }
        }}
        onDelete={async (event) => {
          try {
            await deleteEvent.mutateAsync({
              params: { path: { eventId: event.id }, header: ifMatch(event.version) },
            });
          } catch (error) {
            // The list then shows what changed, so that a second try deletes it knowingly.
            void query.refetch();
            throw deleteFailure(error, t);
          }
        }}
        onImport={async (file, options) => {
          try {
            return await importEvents(file, options);
          } catch (error) {
            throw new Error(errorMessage(error, t), { cause: error });
          }
        }}
      />
      <LeaveGuard dirty={dirty} />
    </>
  );
}
