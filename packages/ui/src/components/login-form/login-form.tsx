import * as React from 'react';

import { useT } from '../../i18n/messages/login';
import { ACCOUNT_CARD_CLASS } from '../../lib/account-card';
import { cn } from '../../lib/cn';
import type { FormResult } from '../../lib/form-result';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Alert } from '../alert';
import { Button } from '../button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../card';
import { Field } from '../field';
import { Input } from '../input';

type LoginFormValues = { email: string; password: string };

type LoginFormProps = {
  /** Called with a trimmed e-mail and the password once both are filled. */
  onSubmit: (values: LoginFormValues) => void;
  submitting?: boolean;
  /** The failed login as the app words it (the server's detail, else a catalogue default). */
  error?: string;
  /** The server refused the login because the address is not verified yet (403). */
  emailNotVerified?: boolean;
  /** Asks for a new verification e-mail for the address in the form. */
  onResendVerification?: (email: string) => void;
  resending?: boolean;
  resendResult?: FormResult;
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
  className?: string;
};

const linkClass = 'text-primary underline underline-offset-4 hover:no-underline';

/** 'Accesso': e-mail and password, with the ways to a new password and to registration. */
function LoginForm({
  onSubmit,
  submitting = false,
  error,
  emailNotVerified = false,
  onResendVerification,
  resending = false,
  resendResult,
  linkComponent: Link = AnchorLink,
  className,
}: LoginFormProps) {
  const t = useT();
  const titleId = React.useId();
  const errorId = React.useId();
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [missing, setMissing] = React.useState<{ email: boolean; password: boolean } | null>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trimmed = email.trim();
    if (!trimmed || !password) {
      setMissing({ email: !trimmed, password: !password });
      (trimmed ? passwordRef : emailRef).current?.focus();
      return;
    }
    setMissing(null);
    onSubmit({ email: trimmed, password });
  }

  const message = missing ? t('login.required') : error;
  const invalid = (field: 'email' | 'password') =>
    missing?.[field] ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <Card data-slot="login-form" className={cn(ACCOUNT_CARD_CLASS, className)}>
      <CardHeader>
        <CardTitle as="h1" id={titleId}>
          {t('login.title')}
        </CardTitle>
      </CardHeader>
      <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit}>
        <CardContent className="grid gap-4">
          {message && (
            <Alert variant="error" id={errorId}>
              {message}
            </Alert>
          )}
          {!missing && emailNotVerified && onResendVerification && (
            <div className="grid gap-3">
              <Button
                variant="outline"
                loading={resending}
                onClick={() => onResendVerification(email.trim())}
              >
                {resending ? t('login.resending') : t('login.resendVerification')}
              </Button>
              {resendResult && <Alert variant={resendResult.kind}>{resendResult.message}</Alert>}
            </div>
          )}
          <Field label={t('login.email')} required>
            <Input
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...invalid('email')}
            />
          </Field>
          <Field label={t('login.password')} required>
            <Input
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              {...invalid('password')}
            />
          </Field>
          <Button type="submit" loading={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </CardContent>
        <CardFooter className="mt-6 flex-col items-start gap-3 text-sm">
          <Link to="/forgot-password" className={linkClass}>
            {t('login.forgotPassword')}
          </Link>
          <Link to="/register" className={linkClass}>
            {t('login.notRegistered')}
          </Link>
        </CardFooter>
      </form>
    </Card>
  );
}

export { LoginForm };
export type { LoginFormProps, LoginFormValues };
