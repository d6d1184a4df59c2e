import { VendorDirectory } from '@fiera/ui/components/vendor-directory';
import { useT } from '@fiera/ui/i18n';
import { t as vendorsText } from '@fiera/ui/i18n/vendors';
import { useQuery } from '@tanstack/react-query';
import { routerLinkBackTo } from '../../../components/router-link-back-to';
import { useApiClient } from '../../../lib/api';
import { loadView } from '../../../lib/load-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { vendorsQueryOptions } from '../api/get-vendors';

const VendorLink = routerLinkBackTo('/vendors');

export function VendorsScreen() {
  const t = useT();
  useDocumentTitle(vendorsText('vendors.title'));
  const { $api } = useApiClient();
  const query = useQuery(vendorsQueryOptions($api));
  const view = loadView(query, t);
  return (
    <VendorDirectory
      status={view.status}
      vendors={view.data}
      error={view.error}
      onRetry={() => void query.refetch()}
      linkComponent={VendorLink}
    />
  );
}
