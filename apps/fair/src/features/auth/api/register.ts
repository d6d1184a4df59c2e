import { useApiClient } from '../../../lib/api';

/** POST /api/auth/register: creates the account and sends the verification e-mail. */
export function useRegister() {
  const { $api } = useApiClient();
  return $api.useMutation('post', '/api/auth/register');
}
