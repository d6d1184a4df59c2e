import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api';
import { checkinStatsQueryOptions } from './get-checkin-stats';

/** POST /api/tickets/validate: the verdict, with the check-in recorded; the counts follow. */
export function useValidateTicket() {
  const { $api } = useApiClient();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/tickets/validate', {
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: checkinStatsQueryOptions($api).queryKey }),
  });
}
