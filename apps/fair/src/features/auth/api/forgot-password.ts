import { useApiClient } from '../../../lib/api';

/** POST /api/auth/forgot-password: the server answers alike whether the address exists. */
export function useForgotPassword() {
  const { $api } = useApiClient();
  return $api.useMutation('post', '/api/auth/forgot-password');
}
