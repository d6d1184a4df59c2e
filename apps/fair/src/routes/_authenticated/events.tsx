import { createFileRoute } from '@tanstack/react-router';
import { eventsQueryOptions } from '../../features/events/api/get-events';
import { EventsScreen } from '../../features/events/components/events-screen';

export const Route = createFileRoute('/_authenticated/events')({
  // Starts the request early without awaiting it: a failure stays the screen's own error
  // with 'Riprova' instead of the router's error page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(eventsQueryOptions(context.api.$api));
  },
  component: EventsScreen,
});
