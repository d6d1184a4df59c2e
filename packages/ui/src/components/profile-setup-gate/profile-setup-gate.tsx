import * as React from 'react';

import { useT } from '../../i18n/messages/matches';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/error-reason';
import { focusControl } from '../../lib/focus-control';
import { Alert } from '../alert';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card';
import {
  EmploymentTypeSelect,
  employmentTypes,
  type EmploymentType,
} from '../employment-type-select';
import { Field } from '../field';
import { Input } from '../input';
import { Textarea } from '../textarea';

/** The fields of the current user the form starts from; the API's User fits it as is. */
type ProfileSetupUser = {
  first_name: string | null;
  last_name: string | null;
  employment_type: string | null;
  company_name: string | null;
  seeking: string | null;
  description: string | null;
};

/** What the profile update takes: trimmed, with empty optional fields left out. */
type ProfileSetupValues = {
  seeking: string;
  description: string;
  first_name?: string;
  last_name?: string;
  employment_type?: EmploymentType;
  company_name?: string;
};

type ProfileSetupGateProps = Omit<React.ComponentProps<'div'>, 'children' | 'onSubmit'> & {
  user: ProfileSetupUser;
  /**
   * Saves the profile. Resolve once the user has been refreshed (the app then leaves the gate);
   * reject with an Error whose message is the Italian reason.
   */
  onSubmit: (values: ProfileSetupValues) => Promise<void>;
};

interface Draft {
  seeking: string;
  description: string;
  first_name: string;
  last_name: string;
  employment_type: EmploymentType | '';
  company_name: string;
}

function isEmploymentType(value: string | null): value is EmploymentType {
  return (employmentTypes as readonly (string | null)[]).includes(value);
}

function draftFrom(user: ProfileSetupUser): Draft {
  return {
    seeking: user.seeking ?? '',
    description: user.description ?? '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    employment_type: isEmploymentType(user.employment_type) ? user.employment_type : '',
    company_name: user.company_name ?? '',
  };
}

function toValues(draft: Draft): ProfileSetupValues {
  const values: ProfileSetupValues = {
    seeking: draft.seeking.trim(),
    description: draft.description.trim(),
  };
  const firstName = draft.first_name.trim();
  const lastName = draft.last_name.trim();
  const companyName = draft.company_name.trim();
  if (firstName) values.first_name = firstName;
  if (lastName) values.last_name = lastName;
  if (draft.employment_type) values.employment_type = draft.employment_type;
  if (companyName) values.company_name = companyName;
  return values;
}

/**
 * '⚠️ Profilo Incompleto': smart matching needs what the user seeks and how they describe
 * themself; names, employment type and company are optional. Pre-filled from the user.
 */
function ProfileSetupGate({ user, onSubmit, className, ...props }: ProfileSetupGateProps) {
  const t = useT();
  const titleId = React.useId();
  const errorId = React.useId();
  const controlIds = { seeking: React.useId(), description: React.useId() };
  const [draft, setDraft] = React.useState(() => draftFrom(user));
  const [invalid, setInvalid] = React.useState<('seeking' | 'description')[]>([]);
  const [error, setError] = React.useState<string | null>(null);
  const [submitting, setSubmitting] = React.useState(false);

  const set =
    (name: keyof Draft) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value }));

  // The control's own aria-describedby replaces the one Field gives it, so it names the hint
  // (Field's `${controlId}-hint`) as well as the form's error.
  const invalidProps = (name: 'seeking' | 'description') =>
    invalid.includes(name)
      ? { 'aria-invalid': true, 'aria-describedby': `${controlIds[name]}-hint ${errorId}` }
      : {};

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const values = toValues(draft);
    const missing = (['seeking', 'description'] as const).filter((name) => values[name] === '');
    setInvalid(missing);
    if (missing.length > 0) {
      setError(t('matches.setup.required'));
      focusControl(event.currentTarget, missing[0]);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (reason) {
      setError(
        t('matches.errors.profileUpdateSetup', {
          msg: errorReason(reason) ?? t('common.unknownError'),
        }),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Card data-slot="profile-setup-gate" className={cn('w-full', className)} {...props}>
      <CardHeader>
        <CardTitle id={titleId}>{t('matches.setup.title')}</CardTitle>
        <CardDescription>{t('matches.setup.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby={titleId}
          className="grid gap-4"
          onSubmit={(event) => void handleSubmit(event)}
        >
          {error && (
            <Alert variant="error" id={errorId}>
              {error}
            </Alert>
          )}
          <Field
            label={t('matches.setup.seeking')}
            hint={t('matches.setup.seekingHint')}
            controlId={controlIds.seeking}
            required
          >
            <Textarea
              name="seeking"
              rows={4}
              value={draft.seeking}
              onChange={set('seeking')}
              {...invalidProps('seeking')}
            />
          </Field>
          <Field
            label={t('matches.setup.description')}
            hint={t('matches.setup.descriptionHint')}
            controlId={controlIds.description}
            required
          >
            <Textarea
              name="description"
              rows={4}
              value={draft.description}
              onChange={set('description')}
              {...invalidProps('description')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('matches.setup.firstName')}>
              <Input
                name="first_name"
                autoComplete="given-name"
                value={draft.first_name}
                onChange={set('first_name')}
              />
            </Field>
            <Field label={t('matches.setup.lastName')}>
              <Input
                name="last_name"
                autoComplete="family-name"
                value={draft.last_name}
                onChange={set('last_name')}
              />
            </Field>
          </div>
          <Field label={t('matches.setup.employmentType')}>
            <EmploymentTypeSelect value={draft.employment_type} onChange={set('employment_type')} />
          </Field>
          <Field label={t('matches.setup.companyName')}>
            <Input
              name="company_name"
              autoComplete="organization"
              value={draft.company_name}
              onChange={set('company_name')}
            />
          </Field>
          <Button type="submit" size="lg" className="whitespace-normal" loading={submitting}>
            {submitting ? t('matches.setup.submitting') : t('matches.setup.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export { ProfileSetupGate };
export type { ProfileSetupGateProps, ProfileSetupUser, ProfileSetupValues };
