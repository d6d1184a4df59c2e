import type { ApiClient } from '@fiera/api-client';

/** The exhibitor list changes rarely during the fair; the server answers a refetch with 304. */
const VENDORS_STALE_MS = 60_000;

/**
 * GET /api/vendors/, which the match history joins by id (a suggestion carries its own vendor
 * card). Same query key as the directory's, so the list is fetched once for both.
 */
export function matchVendorsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/vendors/', {}, { staleTime: VENDORS_STALE_MS });
}
