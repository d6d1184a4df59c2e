import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../features/auth/components/reset-password-screen';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return <ResetPasswordScreen token={token} />;
}
