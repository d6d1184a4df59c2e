import { VerifyEmailStatus } from '@fiera/ui/components/verify-email-status';
import { t } from '@fiera/ui/i18n/verify-email';
import { RouterLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { REDIRECT_DELAYS, useRedirectToLoginAfter } from '../../../lib/use-redirect-after';
import { useVerifyEmail } from '../api/verify-email';

export function VerifyEmailScreen({ token }: { token?: string }) {
  useDocumentTitle(t('verifyEmail.title'));
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
