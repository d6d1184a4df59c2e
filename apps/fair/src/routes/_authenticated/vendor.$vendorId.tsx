import { BackButton } from '@fiera/ui/components/back-button';
import { PagePlaceholder } from '@fiera/ui/components/page-placeholder';
import { useT } from '@fiera/ui/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { useGoBack } from '../../lib/back-navigation';

export const Route = createFileRoute('/_authenticated/vendor/$vendorId')({
  component: VendorPage,
});

function VendorPage() {
  const t = useT();
  const goBack = useGoBack();
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pt-4">
        <BackButton onClick={() => void goBack()} />
      </div>
      <PagePlaceholder title={t('vendors.title')} />
    </>
  );
}
