import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/components/login-screen';
import { sameOriginPath } from '../lib/same-origin-path';

export const Route = createFileRoute('/login')({
  // An explicit `undefined` matters: omitted keys keep the raw URL value in useSearch().
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: sameOriginPath(search.redirect),
  }),
  component: LoginPage,
});

function LoginPage() {
  const { auth } = Route.useRouteContext();
  const { redirect } = Route.useSearch();
  return <LoginScreen login={auth.login} redirect={redirect} />;
}
