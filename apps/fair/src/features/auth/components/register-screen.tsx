import { RegisterForm } from '@fiera/ui/components/register-form';
import { useT } from '@fiera/ui/i18n/register';
import { useNavigate } from '@tanstack/react-router';
import { RouterLink } from '../../../components/router-link';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegister } from '../api/register';

export function RegisterScreen() {
  const t = useT();
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();
  const register = useRegister();

  return (
    <RegisterForm
      onSubmit={(body) =>
        register.mutate({ body }, { onSuccess: () => void navigate({ to: '/thank-you' }) })
      }
      submitting={register.isPending}
      error={
        register.isError
          ? errorMessage(register.error, t, {
              failed: t('register.errors.registrationFailed'),
              exception: t('register.errors.registrationException'),
            })
          : undefined
      }
      linkComponent={RouterLink}
    />
  );
}
