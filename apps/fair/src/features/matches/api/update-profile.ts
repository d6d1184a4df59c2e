import { useApiClient } from '../../../lib/api';

/** PUT /api/users/{id}: the profile-setup gate's fields. */
export function useUpdateProfile() {
  const { $api } = useApiClient();
  return $api.useMutation('put', '/api/users/{id}');
}
