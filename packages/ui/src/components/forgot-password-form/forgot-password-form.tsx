import * as React from 'react';

import { useT } from '../../i18n/messages/forgot-password';
import { ACCOUNT_CARD_CLASS } from '../../lib/account-card';
import { cn } from '../../lib/cn';
import type { FormResult } from '../../lib/form-result';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Alert } from '../alert';
import { Button } from '../button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../card';
import { Field } from '../field';
import { Input } from '../input';

type Problem = 'forgotPassword.required' | 'forgotPassword.invalidEmail';

type ForgotPasswordFormProps = {
  /** Called with the trimmed address once it is filled and looks like an e-mail. */
  onSubmit: (email: string) => void;
  sending?: boolean;
  /** The server's answer: its message flagged success or error. */
  result?: FormResult;
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
  className?: string;
};

/** 'Recupera la Password': asks for the address that gets the reset link. */
function ForgotPasswordForm({
  onSubmit,
  sending = false,
  result,
  linkComponent: Link = AnchorLink,
  className,
}: ForgotPasswordFormProps) {
  const t = useT();
  const titleId = React.useId();
  const [problem, setProblem] = React.useState<Problem | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    if (sending || !input) return;
    const email = input.value.trim();
    const found: Problem | null = !email
      ? 'forgotPassword.required'
      : input.validity.typeMismatch
        ? 'forgotPassword.invalidEmail'
        : null;
    setProblem(found);
    if (found) {
      input.focus();
      return;
    }
    onSubmit(email);
  }

  return (
    <Card data-slot="forgot-password-form" className={cn(ACCOUNT_CARD_CLASS, className)}>
      <CardHeader>
        <CardTitle as="h1" id={titleId}>
          {t('forgotPassword.title')}
        </CardTitle>
      </CardHeader>
      <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit}>
        <CardContent className="grid gap-4">
          {result && <Alert variant={result.kind}>{result.message}</Alert>}
          <Field
            label={t('forgotPassword.email')}
            required
            error={problem ? t(problem) : undefined}
          >
            <Input
              ref={inputRef}
              name="email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
            />
          </Field>
          <Button type="submit" loading={sending}>
            {sending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
          </Button>
        </CardContent>
        <CardFooter className="mt-6 text-sm">
          <Link
            to="/login"
            className="text-primary underline underline-offset-4 hover:no-underline"
          >
            {t('forgotPassword.backToLogin')}
          </Link>
        </CardFooter>
      </form>
    </Card>
  );
}

export { ForgotPasswordForm };
export type { ForgotPasswordFormProps };
