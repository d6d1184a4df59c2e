import type { ApiClient } from '@fiera/api-client';

/** The programme changes rarely during the fair; the server answers a refetch with 304. */
const PROGRAMME_STALE_MS = 60_000;

/** GET /api/events/, under the programme screen's query key so the two share one request. */
export function programmeQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/events/', {}, { staleTime: PROGRAMME_STALE_MS });
}
