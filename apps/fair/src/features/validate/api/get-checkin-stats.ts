import type { ApiClient } from '@fiera/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api';

export function checkinStatsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/tickets/checkins/stats');
}

/** GET /api/tickets/checkins/stats: first check-ins today and in total. */
export function useCheckinStats() {
  const { $api } = useApiClient();
  return useQuery(checkinStatsQueryOptions($api));
}
