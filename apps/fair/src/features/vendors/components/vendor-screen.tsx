import { ApiError } from '@fiera/api-client';
import { VendorDetail } from '@fiera/ui/components/vendor-detail';
import { useT } from '@fiera/ui/i18n';
import { t as vendorText } from '@fiera/ui/i18n/vendor-detail';
import type { LinkProps } from '@fiera/ui/lib/link';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../lib/api';
import { loadView } from '../../../lib/load-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGoBack } from '../../../lib/use-go-back';
import { vendorQueryOptions } from '../api/get-vendor';
import { parseMapSearch } from '../map-search';

/**
 * 'Vedi sulla mappa', the page's one link: the ui package spells the map's address
 * (/map?stand=B04); its search goes through the map route's own parser, so the link is typed.
 */
function MapLink({ to, ...props }: LinkProps) {
  const { searchParams } = new URL(to, window.location.origin);
  return <Link to="/map" search={parseMapSearch(Object.fromEntries(searchParams))} {...props} />;
}

export function VendorScreen({ vendorId }: { vendorId: number }) {
  const t = useT();
  const goBack = useGoBack();
  const { $api } = useApiClient();
  const query = useQuery(vendorQueryOptions($api, vendorId));
  const view = loadView(query, t);
  useDocumentTitle(view.data?.name ?? vendorText('vendors.title'));
  // A vendor that does not exist will not appear by trying again.
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <VendorDetail
      status={view.status}
      vendor={view.data}
      error={view.error}
      onRetry={missing ? undefined : () => void query.refetch()}
      onBack={() => void goBack()}
      linkComponent={MapLink}
    />
  );
}
