import { useApiClient } from '../../../lib/api';

/** DELETE /api/users/{id}: deletes the account once the password is confirmed. */
export function useDeleteUser() {
  const { $api } = useApiClient();
  return $api.useMutation('delete', '/api/users/{id}');
}
