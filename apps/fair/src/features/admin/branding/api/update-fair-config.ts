import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api';
import { applySavedFairConfig } from '../apply-saved-fair-config';
import { fairConfigQueryOptions } from './get-fair-config';

/**
 * PUT /api/admin/fair-config. The server's answer is the config it now serves: the editor
 * starts again from it, and the running app wears it at once.
 */
export function useUpdateFairConfig() {
  const { $api } = useApiClient();
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/api/admin/fair-config', {
    onSuccess: (config) => {
      queryClient.setQueryData(fairConfigQueryOptions($api).queryKey, config);
      applySavedFairConfig(config);
    },
  });
}
