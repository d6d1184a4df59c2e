import { createFileRoute } from '@tanstack/react-router';
import * as React from 'react';
import { vendorsQueryOptions } from '../../features/vendors/api/get-vendors';
import { MapScreen } from '../../features/vendors/components/map-screen';
import { parseMapSearch, type MapSearch } from '../../features/vendors/map-search';

export const Route = createFileRoute('/_authenticated/map')({
  // /map?stand=B04 outlines a stand, /map?vendor=12 a vendor's; anything else is dropped.
  validateSearch: parseMapSearch,
  // Starts the request early without awaiting it: a failure stays the screen's own error
  // with 'Riprova' instead of the router's error page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(vendorsQueryOptions(context.api.$api));
  },
  component: MapPage,
});

function MapPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const handleSearchChange = React.useCallback(
    // Replaced, not pushed, and without the jump to the top a new page gets: the user stays
    // where the map is, and the back button leaves the map instead of undoing selections.
    (next: MapSearch) => void navigate({ search: next, replace: true, resetScroll: false }),
    [navigate],
  );
  return <MapScreen search={search} onSearchChange={handleSearchChange} />;
}
