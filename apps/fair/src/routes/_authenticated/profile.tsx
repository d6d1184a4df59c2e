import { PagePlaceholder } from '@fiera/ui/components/page-placeholder';
import { useT } from '@fiera/ui/i18n';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfilePage,
});

function ProfilePage() {
  const t = useT();
  return <PagePlaceholder title={t('profile.title')} />;
}
