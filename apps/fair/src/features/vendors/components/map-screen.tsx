import { FairMap, type MapSelection } from '@fiera/ui/components/fair-map';
import { useT } from '@fiera/ui/i18n';
import { t as mapText } from '@fiera/ui/i18n/map';
import type { LinkProps } from '@fiera/ui/lib/link';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import * as React from 'react';
import { useApiClient } from '../../../lib/api';
import { backTo } from '../../../lib/back-navigation';
import { loadView } from '../../../lib/load-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { vendorsQueryOptions } from '../api/get-vendors';
import type { MapSearch } from '../map-search';
import { searchOf, selectionOf } from '../map-selection-search';

/**
 * Opens a vendor's page with 'Indietro' back to the map as it is at the click, selection
 * included. The state is read when the link is followed, so a new selection re-renders no row.
 */
function VendorLink({ to, ...props }: LinkProps) {
  const router = useRouter();
  return <Link to={to} state={() => backTo({ href: router.state.location.href })} {...props} />;
}

export function MapScreen({
  search,
  onSearchChange,
}: {
  search: MapSearch;
  /** Replaces the map's search: a selection is not a step the back button should undo. */
  onSearchChange: (search: MapSearch) => void;
}) {
  const t = useT();
  useDocumentTitle(mapText('map.title'));
  const { $api } = useApiClient();
  const query = useQuery(vendorsQueryOptions($api));
  const view = loadView(query, t);
  const { stand, vendor } = search;
  const selection = React.useMemo(() => selectionOf({ stand, vendor }), [stand, vendor]);
  const handleSelectionChange = React.useCallback(
    (next: MapSelection | undefined) => onSearchChange(searchOf(next)),
    [onSearchChange],
  );
  return (
    <FairMap
      status={view.status}
      vendors={view.data}
      error={view.error}
      onRetry={() => void query.refetch()}
      selection={selection}
      onSelectionChange={handleSelectionChange}
      linkComponent={VendorLink}
    />
  );
}
