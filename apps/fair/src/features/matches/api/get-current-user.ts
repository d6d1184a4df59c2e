import type { Schemas } from '@fiera/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api';

/**
 * GET /api/users/me from the cache the auth state fills: the router context's user can lag
 * behind a refresh, and the gate must see the texts just saved. No request is made here.
 */
export function useCurrentUser(sessionUser: Schemas['User'] | null) {
  const { $api } = useApiClient();
  const { data } = useQuery({
    ...$api.queryOptions('get', '/api/users/me'),
    initialData: sessionUser ?? undefined,
    staleTime: Infinity,
    enabled: false,
  });
  return data ?? sessionUser;
}
