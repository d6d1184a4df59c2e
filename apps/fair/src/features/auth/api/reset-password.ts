import { useApiClient } from '../../../lib/api';

/** POST /api/auth/reset-password: sets the new password and ends every session of the user. */
export function useResetPassword() {
  const { $api } = useApiClient();
  return $api.useMutation('post', '/api/auth/reset-password');
}
