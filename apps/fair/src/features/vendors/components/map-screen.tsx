import { FairMap } from '@fiera/ui/components/fair-map';
import { useT } from '@fiera/ui/i18n';
import { useQuery } from '@tanstack/react-query';
import { routerLinkBackTo } from '../../../components/router-link';
import { useApiClient } from '../../../lib/api';
import { loadView } from '../../../lib/load-view';
import { vendorsQueryOptions } from '../api/get-vendors';

const VendorLink = routerLinkBackTo('/map');

export function MapScreen() {
  const t = useT();
  const { $api } = useApiClient();
  const query = useQuery(vendorsQueryOptions($api));
  const view = loadView(query, t);
  return (
    <FairMap
      status={view.status}
      vendors={view.data}
      error={view.error}
      onRetry={() => void query.refetch()}
      linkComponent={VendorLink}
    />
  );
}
