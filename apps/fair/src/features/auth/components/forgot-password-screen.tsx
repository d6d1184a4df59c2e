import { ForgotPasswordForm } from '@fiera/ui/components/forgot-password-form';
import { useT } from '@fiera/ui/i18n/forgot-password';
import type { FormResult } from '@fiera/ui/lib/form-result';
import { RouterLink } from '../../../components/router-link';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordScreen() {
  const t = useT();
  useDocumentTitle(t('forgotPassword.title'));
  const request = useForgotPassword();

  let result: FormResult | undefined;
  if (request.isSuccess) {
    result = {
      kind: 'success',
      message: request.data.message || t('forgotPassword.success'),
    };
  } else if (request.isError) {
    result = {
      kind: 'error',
      message: errorMessage(request.error, t, {
        failed: t('forgotPassword.errors.forgotPasswordFailed'),
        exception: t('forgotPassword.errors.forgotPasswordException'),
      }),
    };
  }

  return (
    <ForgotPasswordForm
      onSubmit={(email) => request.mutate({ body: { email } })}
      sending={request.isPending}
      result={result}
      linkComponent={RouterLink}
    />
  );
}
