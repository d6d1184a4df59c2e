import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useApiClient } from '../../../../lib/api';
import { accountsQueryKey } from './get-accounts';

/** After any change to an account, every page of the search asks again. */
function useInvalidateAccounts() {
  const { $api } = useApiClient();
  const queryClient = useQueryClient();
  return React.useCallback(
    () => queryClient.invalidateQueries({ queryKey: accountsQueryKey($api) }),
    [$api, queryClient],
  );
}

/** PUT /api/admin/users/{id}/role. */
export function useChangeAccountRole() {
  const { $api } = useApiClient();
  const invalidate = useInvalidateAccounts();
  return $api.useMutation('put', '/api/admin/users/{id}/role', { onSuccess: invalidate });
}

/** POST /api/admin/users/{id}/verification: nothing in the list changes. */
export function useResendAccountVerification() {
  const { $api } = useApiClient();
  return $api.useMutation('post', '/api/admin/users/{id}/verification');
}

/** DELETE /api/admin/users/{id}. */
export function useDeleteAccount() {
  const { $api } = useApiClient();
  const invalidate = useInvalidateAccounts();
  return $api.useMutation('delete', '/api/admin/users/{id}', { onSuccess: invalidate });
}
