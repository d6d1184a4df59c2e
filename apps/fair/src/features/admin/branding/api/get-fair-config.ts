import type { ApiClient, Schemas } from '@fiera/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The config as the editor read it, with its version: the ETag a save is made over. */
export interface EditedFairConfig {
  config: Schemas['FairConfig'];
  /** GET /api/fair-config's ETag (`W/"7"`), sent back in If-Match; null if none came. */
  etag: string | null;
}

/** GET /api/fair-config with its ETag (non-OK answers throw ApiError in the transport). */
export async function readFairConfig(
  fetchClient: ApiClient['fetchClient'],
  signal?: AbortSignal,
): Promise<EditedFairConfig> {
  const { data, response } = await fetchClient.GET('/api/fair-config', { signal });
  if (data === undefined) throw new Error('The fair config answered without a config');
  return { config: data, etag: response.headers.get('etag') };
}

/**
 * The config for the editor, with its ETag. Fetched once per visit of the page and kept while
 * it is open: a refresh (window focus, reconnection) would replace the form under the
 * organiser's unsaved edits. Dropped when the page closes, so the next visit reads what is
 * served then, someone else's save included (a 304 when nothing changed). Its own key, not the
 * plain GET's: the data differ.
 */
export function fairConfigQueryOptions(fetchClient: ApiClient['fetchClient']) {
  return queryOptions({
    queryKey: ['get', '/api/fair-config', 'with-etag'] as const,
    queryFn: ({ signal }) => readFairConfig(fetchClient, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
