import { PrivacyNotice } from '@fiera/ui/components/privacy-notice';
import { createFileRoute } from '@tanstack/react-router';

/** Public: the registration form links here before anyone has an account. */
export const Route = createFileRoute('/privacy')({
  component: PrivacyNotice,
});
