import { VerifyEmailStatus } from '@fiera/ui/components/verify-email-status';
import { RouterLink } from '../../../components/router-link';
import { REDIRECT_DELAYS, useRedirectToLoginAfter } from '../../../lib/use-redirect-after';
import { useVerifyEmail } from '../api/verify-email';

export function VerifyEmailScreen({ token }: { token?: string }) {
  const verification = useVerifyEmail(token);
  useRedirectToLoginAfter(REDIRECT_DELAYS.emailVerified, verification.status === 'success');

  return (
    <VerifyEmailStatus
      status={verification.status}
      message={verification.status === 'error' ? verification.message : undefined}
      linkComponent={RouterLink}
    />
  );
}
