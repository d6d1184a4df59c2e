import type { Schemas } from '@fiera/api-client';
import { HomeScreen as HomeView } from '@fiera/ui/components/home-screen';
import type { LoadStatus } from '@fiera/ui/components/load-state';
import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { RouterLink } from '../../../components/router-link';
import { useApiClient } from '../../../lib/api';
import { agendaQueryOptions } from '../api/get-agenda';
import { pendingMatchesQueryOptions } from '../api/get-pending-matches';
import { programmeQueryOptions } from '../api/get-programme';

interface HomeScreenProps {
  user: Schemas['User'] | null;
  isStaff: boolean;
}

/** How often the next events are recounted while the home stays open. */
const CLOCK_TICK_MS = 60_000;

/** Home: every part is optional, so a failed call leaves that part out instead of an error. */
export function HomeScreen({ user, isStaff }: HomeScreenProps) {
  const { $api } = useApiClient();
  const events = useQuery(programmeQueryOptions($api));
  const pendingMatches = useQuery(pendingMatchesQueryOptions($api));
  const agenda = useQuery(agendaQueryOptions($api));
  const now = useNow(CLOCK_TICK_MS);

  const eventsStatus: LoadStatus =
    events.data !== undefined ? 'success' : events.isError ? 'error' : 'loading';

  return (
    <HomeView
      firstName={user?.first_name}
      isStaff={isStaff}
      eventsStatus={eventsStatus}
      events={events.data}
      now={now}
      agenda={agenda.data?.event_ids}
      pendingMatches={pendingMatches.data}
      linkComponent={RouterLink}
    />
  );
}

/** The current time, renewed every `tickMs`, so a finished event leaves the list. */
function useNow(tickMs: number) {
  const [now, setNow] = React.useState(() => new Date());
  React.useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
