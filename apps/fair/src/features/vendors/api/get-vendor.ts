import type { ApiClient } from '@fiera/api-client';

/**
 * Every request counts a page view on the server, so it is fetched on visits only: not when
 * the user merely comes back to the browser tab.
 */
export function vendorQueryOptions($api: ApiClient['$api'], vendorId: number) {
  return $api.queryOptions(
    'get',
    '/api/vendors/{vendorId}',
    { params: { path: { vendorId } } },
    { refetchOnWindowFocus: false },
  );
}
