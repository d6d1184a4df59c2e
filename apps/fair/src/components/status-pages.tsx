import { StatusScreen } from '@fiera/ui/components/status-screen';
import { t } from '@fiera/ui/i18n/status-page';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { RouterLink } from './router-link';

/** Every route tree's unknown address: in Italian, with a way home. */
export function NotFoundPage() {
  useDocumentTitle(t('statusPage.notFound.title'));
  return <StatusScreen kind="notFound" linkComponent={RouterLink} />;
}

/** Every route tree's broken screen: in Italian, with a retry and a way home. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  useDocumentTitle(t('statusPage.error.title'));
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <StatusScreen
      kind="error"
      linkComponent={RouterLink}
      onRetry={() => {
        // The data that broke the screen is asked for again when it renders again.
        void queryClient.invalidateQueries().then(() => {
          reset();
          void router.invalidate();
        });
      }}
    />
  );
}
