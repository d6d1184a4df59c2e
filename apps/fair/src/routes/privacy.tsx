import { PrivacyNotice } from '@fiera/ui/components/privacy-notice';
import { t } from '@fiera/ui/i18n/privacy-notice';
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** Public: the registration form links here before anyone has an account. */
export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
});

// The organiser, its contacts and the fair's own paragraph come from the fair config, which
// the notice reads from the BrandProvider the app puts above every screen.
function PrivacyPage() {
  useDocumentTitle(t('privacyNotice.title'));
  return <PrivacyNotice />;
}
