import * as React from 'react';

import { useT } from '../../i18n/messages/reset-password';
import { ACCOUNT_CARD_CLASS } from '../../lib/account-card';
import { cn } from '../../lib/cn';
import type { FormResult } from '../../lib/form-result';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Alert } from '../alert';
import { Button } from '../button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../card';
import { Field } from '../field';
import { Input } from '../input';
import { focusControl } from '../../lib/focus-control';

const MIN_PASSWORD_LENGTH = 8;

type ResetPasswordFormProps = {
  /** Whether the link carried a reset token; the form refuses to submit without one. */
  hasToken: boolean;
  onSubmit: (newPassword: string) => void;
  submitting?: boolean;
  /** The server's answer; on success the form gives way to the message. */
  result?: FormResult;
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
  className?: string;
};

/** The `name` of each control, so the first invalid one can be focused. */
type FieldName = 'new_password' | 'confirm_password';
type Problem = {
  message:
    | 'resetPassword.missingToken'
    | 'resetPassword.required'
    | 'resetPassword.passwordMismatch'
    | 'resetPassword.passwordTooShort';
  fields: FieldName[];
};

/** Spec §5, checked in this order. */
function validate(hasToken: boolean, password: string, confirmation: string): Problem | null {
  if (!hasToken) return { message: 'resetPassword.missingToken', fields: [] };
  const empty = (
    [
      ['new_password', password],
      ['confirm_password', confirmation],
    ] as const
  )
    .filter(([, value]) => value === '')
    .map(([name]) => name);
  if (empty.length > 0) return { message: 'resetPassword.required', fields: empty };
  if (password !== confirmation) {
    return { message: 'resetPassword.passwordMismatch', fields: ['confirm_password'] };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { message: 'resetPassword.passwordTooShort', fields: ['new_password'] };
  }
  return null;
}

/** 'Modifica Password': the new password, twice, for the token of the e-mailed link. */
function ResetPasswordForm({
  hasToken,
  onSubmit,
  submitting = false,
  result,
  linkComponent: Link = AnchorLink,
  className,
}: ResetPasswordFormProps) {
  const t = useT();
  const titleId = React.useId();
  const errorId = React.useId();
  const [password, setPassword] = React.useState('');
  const [confirmation, setConfirmation] = React.useState('');
  const [problem, setProblem] = React.useState<Problem | null>(null);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate(hasToken, password, confirmation);
    setProblem(found);
    if (found) {
      focusControl(event.currentTarget, found.fields[0]);
      return;
    }
    onSubmit(password);
  }

  const invalid = (name: FieldName) =>
    problem?.fields.includes(name) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const succeeded = result?.kind === 'success';
  const backToLogin = (
    <Link to="/login" className="text-primary underline underline-offset-4 hover:no-underline">
      {t('resetPassword.backToLogin')}
    </Link>
  );

  return (
    <Card data-slot="reset-password-form" className={cn(ACCOUNT_CARD_CLASS, className)}>
      <CardHeader>
        <CardTitle as="h1" id={titleId}>
          {t('resetPassword.title')}
        </CardTitle>
      </CardHeader>
      {succeeded ? (
        <>
          <CardContent className="grid gap-3">
            <Alert variant="success">{result.message}</Alert>
            <p className="text-sm text-muted-foreground">{t('resetPassword.redirecting')}</p>
          </CardContent>
          <CardFooter className="text-sm">{backToLogin}</CardFooter>
        </>
      ) : (
        <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit}>
          <CardContent className="grid gap-4">
            {(problem || result) && (
              <Alert variant="error" id={errorId}>
                {problem ? t(problem.message) : result?.message}
              </Alert>
            )}
            <Field label={t('resetPassword.newPassword')} required>
              <Input
                name="new_password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                {...invalid('new_password')}
              />
            </Field>
            <Field label={t('resetPassword.confirmPassword')} required>
              <Input
                name="confirm_password"
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                {...invalid('confirm_password')}
              />
            </Field>
            <Button type="submit" loading={submitting}>
              {submitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
            </Button>
          </CardContent>
          <CardFooter className="mt-6 text-sm">{backToLogin}</CardFooter>
        </form>
      )}
    </Card>
  );
}

export { ResetPasswordForm };
export type { ResetPasswordFormProps };
