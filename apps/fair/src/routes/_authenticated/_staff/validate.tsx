import { PagePlaceholder } from '@fiera/ui/components/page-placeholder';
import { useT } from '@fiera/ui/i18n';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/_staff/validate')({
  component: ValidatePage,
});

function ValidatePage() {
  const t = useT();
  return <PagePlaceholder title={t('validate.title')} />;
}
