import { AdminEvents } from '@fiera/ui/components/admin-events';
import { useT } from '@fiera/ui/i18n';
import { useT as useCatalogueT } from '@fiera/ui/i18n/admin-catalogue';
import { errorMessage } from '../../../../lib/error-message';
import { loadView } from '../../../../lib/load-view';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAdminEvents } from '../api/get-admin-events';
import { useImportCatalogue } from '../api/import-catalogue';
import { useCreateEvent, useDeleteEvent, useUpdateEvent } from '../api/save-event';
import { saveFailure } from '../save-failure';

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

  return (
    <AdminEvents
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
      onUpdate={async (eventId, body) => {
        try {
          return await updateEvent.mutateAsync({ params: { path: { eventId } }, body });
        } catch (error) {
          throw saveFailure(error, t);
        }
      }}
      onDelete={async (event) => {
        try {
          await deleteEvent.mutateAsync({ params: { path: { eventId: event.id } } });
        } catch (error) {
          throw new Error(errorMessage(error, t), { cause: error });
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
  );
}
