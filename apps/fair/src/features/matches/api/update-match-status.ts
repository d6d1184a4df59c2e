import { useApiClient } from '../../../lib/api';

/** PATCH /api/matches/{matchId}/status?status=…: flips a decided match; the match's own id. */
export function useUpdateMatchStatus() {
  const { $api } = useApiClient();
  return $api.useMutation('patch', '/api/matches/{matchId}/status');
}
