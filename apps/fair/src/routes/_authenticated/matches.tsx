import { createFileRoute, useLocation } from '@tanstack/react-router';
import { MatchesScreen } from '../../features/matches/components/matches-screen';

export const Route = createFileRoute('/_authenticated/matches')({
  component: MatchesPage,
});

function MatchesPage() {
  const { auth } = Route.useRouteContext();
  const activeTab = useLocation({ select: (location) => location.state.activeTab });
  const historyFilter = useLocation({ select: (location) => location.state.historyFilter });
  return (
    <MatchesScreen
      user={auth.user}
      refreshUser={auth.refreshUser}
      initialTab={activeTab}
      initialHistoryFilter={historyFilter}
    />
  );
}
