import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: non-staff users go to /login. No `redirect` back: it would lead them here again.
export const Route = createFileRoute('/_authenticated/_staff')({
  beforeLoad: ({ context }) => {
    if (!context.auth.isStaff) throw redirect({ to: '/login' });
  },
});
