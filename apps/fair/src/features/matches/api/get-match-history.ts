import type { ApiClient } from '@fiera/api-client';

/** GET /api/matches/: the decided matches, newest first. */
export function matchHistoryQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/matches/');
}
