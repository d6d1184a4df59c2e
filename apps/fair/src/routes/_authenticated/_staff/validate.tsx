import { createFileRoute } from '@tanstack/react-router';
import { ValidatePage } from '../../../features/validate/components/validate-page';

export const Route = createFileRoute('/_authenticated/_staff/validate')({
  component: ValidateRoute,
});

function ValidateRoute() {
  const { auth } = Route.useRouteContext();
  // The staff guard above lets no one in without a user; the queue is kept per staff member.
  if (auth.user === null) return null;
  return <ValidatePage staffUserId={auth.user.id} />;
}
