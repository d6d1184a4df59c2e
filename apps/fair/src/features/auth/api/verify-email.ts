import { useT } from '@fiera/ui/i18n/verify-email';
import * as React from 'react';
import { useApiClient } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';

export type Verification =
  { status: 'verifying' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * POST /api/auth/verify-email for the link's token, exactly once per token. The ref survives
 * StrictMode's second effect run (and a re-render), so the single-use token is never sent twice.
 */
export function useVerifyEmail(token: string | undefined): Verification {
  const { fetchClient } = useApiClient();
  const t = useT();
  const started = React.useRef<string | null>(null);
  const [outcome, setOutcome] = React.useState<{ token: string; result: Verification } | null>(
    null,
  );

  React.useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    fetchClient.POST('/api/auth/verify-email', { body: { token } }).then(
      () => setOutcome({ token, result: { status: 'success' } }),
      (error: unknown) =>
        setOutcome({
          token,
          result: {
            status: 'error',
            message: errorMessage(error, t, {
              failed: t('verifyEmail.errors.verificationFailed'),
              exception: t('verifyEmail.errors.verificationException'),
            }),
          },
        }),
    );
  }, [fetchClient, t, token]);

  if (!token) return { status: 'error', message: t('verifyEmail.errors.invalidVerificationLink') };
  return outcome?.token === token ? outcome.result : { status: 'verifying' };
}
