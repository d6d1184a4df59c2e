import { EventList } from '@fiera/ui/components/event-list';
import { useT } from '@fiera/ui/i18n';
import { t as eventsText } from '@fiera/ui/i18n/events';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useApiClient } from '../../../lib/api';
import { loadView } from '../../../lib/load-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChangeAgenda } from '../api/change-agenda';
import { eventCalendarHref } from '../api/event-calendar';
import { agendaQueryOptions } from '../api/get-agenda';
import { eventsQueryOptions } from '../api/get-events';

export function EventsScreen() {
  const t = useT();
  useDocumentTitle(eventsText('events.pageTitle'));
  const { $api } = useApiClient();
  const query = useQuery(eventsQueryOptions($api));
  // Optional: until it loads (or if it fails) the programme shows without stars.
  const agenda = useQuery(agendaQueryOptions($api));
  const { auth } = useRouteContext({ from: '/_authenticated/events' });
  const { changeStar } = useChangeAgenda(auth.user?.id);
  const view = loadView(query, t);
  return (
    <EventList
      status={view.status}
      events={view.data}
      error={view.error}
      onRetry={() => void query.refetch()}
      agenda={agenda.data?.event_ids}
      onStarChange={changeStar}
      calendarHref={eventCalendarHref}
    />
  );
}
