import * as React from 'react';

import { useT } from '../../i18n/messages/register';
import { ACCOUNT_CARD_CLASS } from '../../lib/account-card';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Alert } from '../alert';
import { Button } from '../button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../card';
import { EmploymentTypeSelect, type EmploymentType } from '../employment-type-select';
import { Field } from '../field';
import { Input } from '../input';
import { focusControl } from '../../lib/focus-control';

const MIN_PASSWORD_LENGTH = 8;

/** What the registration call takes: empty optional fields are left out, consent is explicit. */
type RegisterFormValues = {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  employment_type?: EmploymentType;
  company_name?: string;
  privacy_consent: true;
};

type RegisterFormProps = {
  onSubmit: (values: RegisterFormValues) => void;
  submitting?: boolean;
  /** The failed registration as the app words it. */
  error?: string;
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
  className?: string;
};

/** The app's privacy notice page (apps/fair routes/privacy.tsx). */
const PRIVACY_NOTICE_PATH = '/privacy';

/** The `name` of each validated control, so the first invalid one can be focused. */
type FieldName = 'email' | 'password' | 'confirm_password' | 'privacy_consent';
type Problem = {
  message:
    | 'register.required'
    | 'register.passwordMismatch'
    | 'register.passwordTooShort'
    | 'register.privacyConsentRequired';
  fields: FieldName[];
};

interface Draft {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  employment_type: EmploymentType | '';
  company_name: string;
  password: string;
  confirmPassword: string;
  privacyConsent: boolean;
}

const emptyDraft: Draft = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  employment_type: '',
  company_name: '',
  password: '',
  confirmPassword: '',
  privacyConsent: false,
};

const needsCompany = (type: Draft['employment_type']) =>
  type === 'self_employed' || type === 'employee';

/** Spec §5, in its order; the consent the API requires comes last. */
function validate(draft: Draft): Problem | null {
  const required = (
    [
      ['email', draft.email],
      ['password', draft.password],
      ['confirm_password', draft.confirmPassword],
    ] as const
  )
    .filter(([, value]) => value.trim() === '')
    .map(([name]): FieldName => name);
  if (required.length > 0) {
    // The consent box is one of the required fields too: marked with the others, not after.
    if (!draft.privacyConsent) required.push('privacy_consent');
    return { message: 'register.required', fields: required };
  }
  if (draft.password !== draft.confirmPassword) {
    return { message: 'register.passwordMismatch', fields: ['confirm_password'] };
  }
  if (draft.password.length < MIN_PASSWORD_LENGTH) {
    return { message: 'register.passwordTooShort', fields: ['password'] };
  }
  if (!draft.privacyConsent) {
    return { message: 'register.privacyConsentRequired', fields: ['privacy_consent'] };
  }
  return null;
}

function toValues(draft: Draft): RegisterFormValues {
  const values: RegisterFormValues = {
    email: draft.email.trim(),
    password: draft.password,
    privacy_consent: true,
  };
  const firstName = draft.first_name.trim();
  const lastName = draft.last_name.trim();
  const phoneNumber = draft.phone_number.trim();
  const companyName = draft.company_name.trim();
  if (firstName) values.first_name = firstName;
  if (lastName) values.last_name = lastName;
  if (phoneNumber) values.phone_number = phoneNumber;
  if (draft.employment_type) values.employment_type = draft.employment_type;
  if (companyName && needsCompany(draft.employment_type)) values.company_name = companyName;
  return values;
}

const linkClass = 'text-primary underline underline-offset-4 hover:no-underline';

/** 'Registrazione': the account, the optional profile and the consent to the privacy notice. */
function RegisterForm({
  onSubmit,
  submitting = false,
  error,
  linkComponent: Link = AnchorLink,
  className,
}: RegisterFormProps) {
  const t = useT();
  const titleId = React.useId();
  const errorId = React.useId();
  const [draft, setDraft] = React.useState<Draft>(emptyDraft);
  const [problem, setProblem] = React.useState<Problem | null>(null);

  const set =
    (name: Exclude<keyof Draft, 'privacyConsent'>) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value }));

  const invalid = (name: FieldName) =>
    problem?.fields.includes(name) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate(draft);
    setProblem(found);
    if (found) {
      focusControl(event.currentTarget, found.fields[0]);
      return;
    }
    onSubmit(toValues(draft));
  }

  const message = problem ? t(problem.message) : error;

  return (
    <Card data-slot="register-form" className={cn(ACCOUNT_CARD_CLASS, className)}>
      <CardHeader>
        <CardTitle as="h1" id={titleId}>
          {t('register.title')}
        </CardTitle>
      </CardHeader>
      <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit}>
        <CardContent className="grid gap-4">
          {message && (
            <Alert variant="error" id={errorId}>
              {message}
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('register.firstName')}>
              <Input
                name="first_name"
                autoComplete="given-name"
                value={draft.first_name}
                onChange={set('first_name')}
              />
            </Field>
            <Field label={t('register.lastName')}>
              <Input
                name="last_name"
                autoComplete="family-name"
                value={draft.last_name}
                onChange={set('last_name')}
              />
            </Field>
          </div>
          <Field label={t('register.email')} required>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={draft.email}
              onChange={set('email')}
              {...invalid('email')}
            />
          </Field>
          <Field label={t('register.phoneNumber')}>
            <Input
              name="phone_number"
              type="tel"
              autoComplete="tel"
              value={draft.phone_number}
              onChange={set('phone_number')}
            />
          </Field>
          <Field label={t('register.employmentType')}>
            <EmploymentTypeSelect value={draft.employment_type} onChange={set('employment_type')} />
          </Field>
          {needsCompany(draft.employment_type) && (
            <Field label={t('register.companyName')}>
              <Input
                name="company_name"
                autoComplete="organization"
                value={draft.company_name}
                onChange={set('company_name')}
              />
            </Field>
          )}
          <Field label={t('register.password')} hint={t('register.passwordHint')} required>
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              value={draft.password}
              onChange={set('password')}
              {...invalid('password')}
            />
          </Field>
          <Field label={t('register.confirmPassword')} required>
            <Input
              name="confirm_password"
              type="password"
              autoComplete="new-password"
              value={draft.confirmPassword}
              onChange={set('confirmPassword')}
              {...invalid('confirm_password')}
            />
          </Field>
          <div className="flex items-start gap-3">
            <input
              id={`${titleId}-consent`}
              name="privacy_consent"
              type="checkbox"
              required
              checked={draft.privacyConsent}
              onChange={(event) =>
                setDraft((current) => ({ ...current, privacyConsent: event.target.checked }))
              }
              className="mt-0.5 size-5 shrink-0 accent-primary aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-destructive"
              {...invalid('privacy_consent')}
            />
            <label htmlFor={`${titleId}-consent`} className="text-sm leading-snug">
              {t('register.privacyConsentPrefix')}
              <a
                href={PRIVACY_NOTICE_PATH}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {t('register.privacyConsentLink')}
                <span className="sr-only"> {t('privacy.newTab')}</span>
              </a>
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
              <span className="sr-only">({t('common.required')})</span>
            </label>
          </div>
          <Button type="submit" loading={submitting}>
            {submitting ? t('register.submitting') : t('register.submit')}
          </Button>
        </CardContent>
        <CardFooter className="mt-6 text-sm">
          <Link to="/login" className={linkClass}>
            {t('register.alreadyRegistered')}
          </Link>
        </CardFooter>
      </form>
    </Card>
  );
}

export { RegisterForm };
export type { EmploymentType, RegisterFormProps, RegisterFormValues };
