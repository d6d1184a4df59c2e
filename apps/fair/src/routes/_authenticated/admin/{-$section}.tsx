import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminSectionPage } from '../../../features/admin/admin-section-page';

/**
 * The back-office, for the admin role only. As the staff guard (spec §2), anyone else goes to
 * /login, without a `redirect` back that would lead them here again. Not an authorisation
 * boundary: the server checks every call.
 */
export const Route = createFileRoute('/_authenticated/admin/{-$section}')({
  beforeLoad: ({ context }) => {
    if (context.auth.user?.role !== 'admin') throw redirect({ to: '/login' });
  },
  component: AdminSectionPage,
});
