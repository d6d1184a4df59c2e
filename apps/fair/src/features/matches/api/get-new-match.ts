import type { ApiClient } from '@fiera/api-client';

/** Spec §9: how often to ask again while the server is still scoring vendors. */
export const MATCH_POLL_MS = 3000;

/**
 * GET /api/matches/new. While it answers no match but vendors remain, the server is still
 * generating: ask again every 3 s until a match appears or none remain.
 */
export function newMatchQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions(
    'get',
    '/api/matches/new',
    {},
    {
      refetchInterval: (query) => {
        const data = query.state.data;
        return data && data.match === null && data.remaining_vendors > 0 ? MATCH_POLL_MS : false;
      },
      // The suggestion changes only after the user's own decision (which refetches it) or while
      // generating (which polls); a refetch on focus would only repeat the request.
      refetchOnWindowFocus: false,
    },
  );
}
