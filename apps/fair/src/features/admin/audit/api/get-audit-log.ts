import type { ApiClient } from '@fiera/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api';

/**
 * GET /api/admin/audit a page at a time, newest first; 'Carica altri' asks for the lines before
 * the last page's `next_before`. An infinite query, so a refresh asks every page again in order
 * and lines written meanwhile never leave a gap between pages.
 */
export function auditLogQueryOptions(fetchClient: ApiClient['fetchClient']) {
  return infiniteQueryOptions({
    queryKey: ['get', '/api/admin/audit', 'pages'],
    queryFn: async ({ pageParam, signal }) => {
      // Non-OK answers throw ApiError in the transport.
      const { data } = await fetchClient.GET('/api/admin/audit', {
        params: { query: pageParam === null ? {} : { before: pageParam } },
        signal,
      });
      if (data === undefined) throw new Error('GET /api/admin/audit answered without a page');
      return data;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
  });
}

export function useAuditLog() {
  const { fetchClient } = useApiClient();
  return useInfiniteQuery(auditLogQueryOptions(fetchClient));
}
