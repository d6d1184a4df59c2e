import { ThankYouPanel } from '@fiera/ui/components/thank-you-panel';
import { t } from '@fiera/ui/i18n/thank-you';
import { createFileRoute } from '@tanstack/react-router';
import { RouterLink } from '../components/router-link';
import { useTrackOnce } from '../features/tracking/use-track-once';
import { useDocumentTitle } from '../lib/use-document-title';
import { REDIRECT_DELAYS, useRedirectToLoginAfter } from '../lib/use-redirect-after';

export const Route = createFileRoute('/thank-you')({
  component: ThankYouPage,
});

const registration = { name: 'registration' } as const;

function ThankYouPage() {
  useDocumentTitle(t('thankYou.pageTitle'));
  useTrackOnce(registration);
  useRedirectToLoginAfter(REDIRECT_DELAYS.thankYou);
  return <ThankYouPanel linkComponent={RouterLink} />;
}
