import type { ApiClient } from '@fiera/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api';

/**
 * GET /api/events/ under the programme's own query key: a change saved here refreshes the
 * programme and the home page too. Asked again on every visit (see get-admin-vendors).
 */
export function adminEventsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/events/', {}, { staleTime: 0 });
}

/** The prefix of the programme's queries. */
export function eventQueryKey($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/events/').queryKey;
}

export function useAdminEvents() {
  const { $api } = useApiClient();
  return useQuery(adminEventsQueryOptions($api));
}
