import type { ApiClient } from '@fiera/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api';

/**
 * GET /api/vendors/ (the public list has every field the back-office edits), under the
 * directory's own query key: a change saved here refreshes the directory and the map too. Asked
 * again on every visit, not kept a minute as the visitors' screens do: the organiser checks what
 * they just changed.
 */
export function adminVendorsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/vendors/', {}, { staleTime: 0 });
}

/** The prefix of every query about exhibitors: the list, and each exhibitor's page. */
export function vendorQueryKeys($api: ApiClient['$api']) {
  return [
    $api.queryOptions('get', '/api/vendors/').queryKey,
    // Each exhibitor's key adds its id after these two; the prefix covers them all.
    ['get', '/api/vendors/{vendorId}'],
  ] as const;
}

export function useAdminVendors() {
  const { $api } = useApiClient();
  return useQuery(adminVendorsQueryOptions($api));
}
