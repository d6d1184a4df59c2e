import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailScreen } from '../features/auth/components/verify-email-screen';

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token } = Route.useSearch();
  // Keyed by token: a new link in the same tab starts a fresh verification.
  return <VerifyEmailScreen key={token} token={token} />;
}
