import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../features/home/components/home-screen';

export const Route = createFileRoute('/_authenticated/')({
  component: HomePage,
});

function HomePage() {
  const { auth } = Route.useRouteContext();
  return <HomeScreen user={auth.user} isStaff={auth.isStaff} />;
}
