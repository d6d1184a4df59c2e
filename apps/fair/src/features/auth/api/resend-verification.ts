import { useApiClient } from '../../../lib/api';

/** POST /api/auth/resend-verification: the server answers alike whether the address exists. */
export function useResendVerification() {
  const { $api } = useApiClient();
  return $api.useMutation('post', '/api/auth/resend-verification');
}
