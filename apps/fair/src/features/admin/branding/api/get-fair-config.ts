import type { ApiClient } from '@fiera/api-client';

/**
 * GET /api/fair-config for the editor. Fetched once and kept: a refresh on window focus would
 * replace the form under the organiser's unsaved edits (the browser's ETag check still makes
 * every new visit of the page fresh).
 */
export function fairConfigQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions(
    'get',
    '/api/fair-config',
    {},
    { staleTime: Infinity, refetchOnWindowFocus: false },
  );
}
