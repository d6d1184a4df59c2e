import type { ApiClient } from '@fiera/api-client';

/** The programme changes rarely during the fair; the server answers a refetch with 304. */
const PROGRAMME_STALE_MS = 60_000;

export function eventsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/events/', {}, { staleTime: PROGRAMME_STALE_MS });
}
