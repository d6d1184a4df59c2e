import type { ApiClient } from '@fiera/api-client';

/** The exhibitor list changes rarely during the fair; the server answers a refetch with 304. */
const VENDORS_STALE_MS = 60_000;

/** Shared by the directory and the map, so opening one after the other needs no new request. */
export function vendorsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/vendors/', {}, { staleTime: VENDORS_STALE_MS });
}
