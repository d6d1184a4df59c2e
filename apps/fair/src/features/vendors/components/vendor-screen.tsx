import { VendorDetail } from '@fiera/ui/components/vendor-detail';
import { useT } from '@fiera/ui/i18n';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api';
import { useGoBack } from '../../../lib/back-navigation';
import { loadView } from '../../../lib/load-view';
import { vendorQueryOptions } from '../api/get-vendor';

export function VendorScreen({ vendorId }: { vendorId: number }) {
  const t = useT();
  const goBack = useGoBack();
  const { $api } = useApiClient();
  const query = useQuery(vendorQueryOptions($api, vendorId));
  const view = loadView(query, t);
  return (
    <VendorDetail
      status={view.status}
      vendor={view.data}
      error={view.error}
      onRetry={() => void query.refetch()}
      onBack={() => void goBack()}
    />
  );
}
