import type { ApiClient } from '@fiera/api-client';

/**
 * GET /api/matches/new for its pending_matches count. Optional on the home: one attempt, and
 * a failure only leaves the count unknown.
 */
export function pendingMatchesQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions(
    'get',
    '/api/matches/new',
    {},
    { retry: false, select: (data) => data.pending_matches },
  );
}
