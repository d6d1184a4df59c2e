import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProfileScreen } from '../../features/profile/components/profile-screen';

export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfilePage,
});

function ProfilePage() {
  const { auth } = Route.useRouteContext();
  const navigate = useNavigate();

  async function leaveDeletedAccount() {
    // To /login first, so the guard does not add a `redirect` back to this profile.
    await navigate({ to: '/login' });
    await auth.logout();
  }

  return (
    <ProfileScreen
      user={auth.user}
      isStaff={auth.isStaff}
      isAdmin={auth.user?.role === 'admin'}
      refreshUser={auth.refreshUser}
      onAccountDeleted={leaveDeletedAccount}
    />
  );
}
