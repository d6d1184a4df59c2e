import type { Schemas } from '@fiera/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api';

/**
 * GET /api/users/me as the profile shows it. The auth state loads and refreshes this same query
 * (same key), so a refresh after a save re-renders the profile; no second request is made here.
 */
export function useCurrentUser(initialUser: Schemas['User'] | null) {
  const { $api } = useApiClient();
  const { data } = useQuery({
    ...$api.queryOptions('get', '/api/users/me'),
    initialData: initialUser ?? undefined,
    staleTime: Infinity,
    enabled: false,
  });
  return data ?? initialUser;
}
