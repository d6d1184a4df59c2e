import type { Schemas } from '@fiera/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api';
import { applySavedFairConfig } from '../apply-saved-fair-config';
import { fairConfigQueryOptions, type EditedFairConfig } from './get-fair-config';

/**
 * PUT /api/admin/fair-config over the version the editor read (`etag`, sent as If-Match): if
 * someone else saved meanwhile the server answers 412 and writes nothing. The answer is the
 * config it now serves, with its new ETag: the editor starts again from both, and the running
 * app wears the config at once.
 */
export function useUpdateFairConfig() {
  const { fetchClient } = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['put', '/api/admin/fair-config'],
    mutationFn: async ({
      config,
      etag,
    }: {
      config: Schemas['FairConfig'];
      etag: string | null;
    }): Promise<EditedFairConfig> => {
      // Non-OK answers throw ApiError in the transport.
      const { data, response } = await fetchClient.PUT('/api/admin/fair-config', {
        body: config,
        params: { header: etag === null ? {} : { 'If-Match': etag } },
      });
      if (data === undefined) throw new Error('The fair config save answered without a config');
      return { config: data, etag: response.headers.get('etag') };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(fairConfigQueryOptions(fetchClient).queryKey, saved);
      applySavedFairConfig(saved.config);
    },
  });
}
