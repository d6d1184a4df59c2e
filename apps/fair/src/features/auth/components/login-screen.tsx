import { ApiError } from '@fiera/api-client';
import { LoginForm, type LoginFormValues } from '@fiera/ui/components/login-form';
import { useT } from '@fiera/ui/i18n/login';
import type { FormResult } from '@fiera/ui/lib/form-result';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { RouterLink } from '../../../components/router-link';
import { errorMessage, isNetworkFailure } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResendVerification } from '../api/resend-verification';
import type { AuthState } from '../auth-state';

/** The server answers 403 when the credentials are right but the address is not verified. */
const isUnverified = (error: unknown) => error instanceof ApiError && error.status === 403;

export function LoginScreen({
  login,
  redirect,
}: {
  login: AuthState['login'];
  /** A same-origin path validated by the route; '/' when absent. */
  redirect?: string;
}) {
  const t = useT();
  useDocumentTitle(t('login.title'));
  const router = useRouter();
  const attempt = useMutation({
    mutationFn: ({ email, password }: LoginFormValues) => login(email, password),
    onSuccess: () => router.navigate({ href: redirect ?? '/' }),
  });
  const resend = useResendVerification();
  // A session starts on the server: without signal, say so rather than 'an error occurred'.
  const loginError = (error: unknown) =>
    isNetworkFailure(error)
      ? t('login.errors.offline')
      : errorMessage(error, t, {
          failed: t('login.errors.loginFailed'),
          exception: t('login.errors.loginException'),
        });

  let resendResult: FormResult | undefined;
  if (resend.isSuccess) {
    resendResult = {
      kind: 'success',
      message: resend.data.message || t('login.resendSuccess'),
    };
  } else if (resend.isError) {
    resendResult = {
      kind: 'error',
      message: errorMessage(resend.error, t, {
        failed: t('login.errors.resendVerificationFailed'),
        exception: t('login.errors.resendVerificationException'),
      }),
    };
  }

  return (
    <LoginForm
      onSubmit={(values) => {
        resend.reset();
        attempt.mutate(values);
      }}
      submitting={attempt.isPending}
      error={attempt.isError ? loginError(attempt.error) : undefined}
      emailNotVerified={isUnverified(attempt.error)}
      onResendVerification={(email) => resend.mutate({ body: { email } })}
      resending={resend.isPending}
      resendResult={resendResult}
      linkComponent={RouterLink}
    />
  );
}
