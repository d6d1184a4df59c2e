import { createFileRoute, redirect } from '@tanstack/react-router';

// Not an authorisation boundary: the server checks every call.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
});
