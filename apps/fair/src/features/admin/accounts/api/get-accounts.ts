import type { ApiClient, Schemas } from '@fiera/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api';

/** The server's default page, said here so the screen can count pages with it. */
export const ACCOUNTS_PAGE_SIZE = 50;

export interface AccountSearch {
  /** As typed; blank asks for everyone. */
  q: string;
  role: Schemas['Role'] | null;
  offset: number;
}

/**
 * GET /api/admin/users: one page of the search. The page shown stays while the next search or
 * page loads (placeholder data), so the list does not flash empty at each keystroke.
 */
export function accountsQueryOptions($api: ApiClient['$api'], search: AccountSearch) {
  const q = search.q.trim();
  return $api.queryOptions(
    'get',
    '/api/admin/users',
    {
      params: {
        query: {
          ...(q === '' ? {} : { q }),
          ...(search.role === null ? {} : { role: search.role }),
          limit: ACCOUNTS_PAGE_SIZE,
          offset: search.offset,
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
}

/** The prefix of every accounts query, whatever its search: what a change invalidates. */
export function accountsQueryKey($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/admin/users').queryKey;
}

export function useAccounts(search: AccountSearch) {
  const { $api } = useApiClient();
  return useQuery(accountsQueryOptions($api, search));
}
