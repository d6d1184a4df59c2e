import { StatusScreen } from '@fiera/ui/components/status-screen';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RouterLink } from './router-link';

/** Every route tree's unknown address: in Italian, with a way home. */
export function NotFoundPage() {
  return <StatusScreen kind="notFound" linkComponent={RouterLink} />;
}

/** Every route tree's broken screen: in Italian, with a retry and a way home. */
export function ErrorPage({ reset }: ErrorComponentProps) {
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
