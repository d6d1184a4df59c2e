import { useApiClient } from '../../../lib/api';

/** POST /api/matches/{vendorId}/accept: the id is the match's vendor_id. */
export function useAcceptMatch() {
  const { $api } = useApiClient();
  return $api.useMutation('post', '/api/matches/{vendorId}/accept');
}

/** POST /api/matches/{vendorId}/reject: the id is the match's vendor_id. */
export function useRejectMatch() {
  const { $api } = useApiClient();
  return $api.useMutation('post', '/api/matches/{vendorId}/reject');
}
