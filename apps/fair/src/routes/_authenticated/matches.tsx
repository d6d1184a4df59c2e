import { PagePlaceholder } from '@fiera/ui/components/page-placeholder';
import { useT } from '@fiera/ui/i18n';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/matches')({
  component: MatchesPage,
});

function MatchesPage() {
  const t = useT();
  return <PagePlaceholder title={t('matches.title')} />;
}
