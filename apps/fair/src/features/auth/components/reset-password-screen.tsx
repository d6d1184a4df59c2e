import { ResetPasswordForm } from '@fiera/ui/components/reset-password-form';
import { useT } from '@fiera/ui/i18n/reset-password';
import type { FormResult } from '@fiera/ui/lib/form-result';
import { RouterLink } from '../../../components/router-link';
import { errorMessage } from '../../../lib/error-message';
import { REDIRECT_DELAYS, useRedirectToLoginAfter } from '../../../lib/use-redirect-after';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordScreen({ token }: { token?: string }) {
  const t = useT();
  useDocumentTitle(t('resetPassword.title'));
  const reset = useResetPassword();
  useRedirectToLoginAfter(REDIRECT_DELAYS.passwordReset, reset.isSuccess);

  let result: FormResult | undefined;
  if (reset.isSuccess) {
    result = { kind: 'success', message: reset.data.message || t('resetPassword.success') };
  } else if (reset.isError) {
    result = {
      kind: 'error',
      message: errorMessage(reset.error, t, {
        failed: t('resetPassword.errors.resetPasswordFailed'),
        exception: t('resetPassword.errors.resetPasswordException'),
      }),
    };
  }

  return (
    <ResetPasswordForm
      hasToken={token !== undefined}
      onSubmit={(newPassword) => {
        // The form refuses to submit without a token; this only satisfies the type.
        if (token) reset.mutate({ body: { token, new_password: newPassword } });
      }}
      submitting={reset.isPending}
      result={result}
      linkComponent={RouterLink}
    />
  );
}
