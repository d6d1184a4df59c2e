import { useApiClient } from '../../../lib/api';

/** PUT /api/users/{id}: the profile fields a user may change. */
export function useUpdateUser() {
  const { $api } = useApiClient();
  return $api.useMutation('put', '/api/users/{id}');
}
