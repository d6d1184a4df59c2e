import * as React from 'react';

import { useT, type MessageKey } from '../../i18n/messages/profile';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/error-reason';
import { Alert } from '../alert';
import { Button } from '../button';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import { Field } from '../field';
import { Textarea } from '../textarea';

/** The fields of the current user this screen shows; the API's User fits it as is. */
type ProfileUser = {
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  employment_type: string | null;
  company_name: string | null;
  seeking: string | null;
  description: string | null;
  created_at: string;
  last_login: string | null;
};

type ProfileMatchValues = { seeking: string; description: string };

type ProfileDetailsProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** null while the user is still loading. */
  user: ProfileUser | null;
  /**
   * Saves the trimmed texts. Resolve once the user has been refreshed (the editor then closes);
   * reject with an Error whose message is the Italian reason (the editor stays open and shows it).
   */
  onSave: (values: ProfileMatchValues) => Promise<void>;
};

/** Spec §2: anything but private or self-employed reads as employee. */
function employmentKey(type: string) {
  if (type === 'private') return 'employment.private';
  if (type === 'self_employed') return 'employment.self_employed';
  return 'employment.employee';
}

type DetailLabel = Extract<
  MessageKey,
  | 'profile.firstName'
  | 'profile.lastName'
  | 'profile.email'
  | 'profile.phone'
  | 'profile.employmentType'
  | 'profile.company'
  | 'profile.createdAt'
  | 'profile.lastLogin'
>;

const dateFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long' });
const dateTimeFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short' });

/** The user's details and the two smart-matching texts, which can be edited in place. */
function ProfileDetails({ user, onSave, className, ...props }: ProfileDetailsProps) {
  const t = useT();
  const headingId = React.useId();
  const matchHeadingId = React.useId();
  const errorId = React.useId();
  const [draft, setDraft] = React.useState<ProfileMatchValues | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [invalid, setInvalid] = React.useState(false);

  if (!user) {
    return (
      <p data-slot="profile-details" role="status" className="text-muted-foreground">
        {t('profile.loadingUser')}
      </p>
    );
  }

  const notAvailable = t('profile.notAvailable');
  const rows: [DetailLabel, string][] = [
    ['profile.firstName', user.first_name || notAvailable],
    ['profile.lastName', user.last_name || notAvailable],
    ['profile.email', user.email],
    ['profile.phone', user.phone_number || notAvailable],
    // Spec §3: private, self-employed, otherwise (no value included) "Dipendente".
    ['profile.employmentType', t(employmentKey(user.employment_type ?? 'employee'))],
    ['profile.company', user.company_name || notAvailable],
    ['profile.createdAt', dateFormat.format(new Date(user.created_at))],
    [
      'profile.lastLogin',
      user.last_login ? dateTimeFormat.format(new Date(user.last_login)) : notAvailable,
    ],
  ];

  function openEditor(current: ProfileUser) {
    setDraft({ seeking: current.seeking ?? '', description: current.description ?? '' });
    setError(null);
    setInvalid(false);
  }

  function closeEditor() {
    setDraft(null);
    setError(null);
    setInvalid(false);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null || saving) return;
    const values = { seeking: draft.seeking.trim(), description: draft.description.trim() };
    if (!values.seeking || !values.description) {
      setInvalid(true);
      setError(t('profile.fieldsRequired'));
      return;
    }
    setInvalid(false);
    setError(null);
    setSaving(true);
    try {
      await onSave(values);
      setDraft(null);
    } catch (reason) {
      setError(
        t('profile.errors.profileUpdateEdit', {
          msg: errorReason(reason) ?? t('common.unknownError'),
        }),
      );
    } finally {
      setSaving(false);
    }
  }

  const invalidProps = invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <Card
      data-slot="profile-details"
      role="region"
      aria-labelledby={headingId}
      className={cn(className)}
      {...props}
    >
      <CardHeader>
        <CardTitle id={headingId}>{t('profile.personalData')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{t(label)}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby={matchHeadingId} className="grid gap-4 border-t pt-4">
          <h3 id={matchHeadingId} className="text-base font-semibold">
            {t('profile.matchSection')}
          </h3>
          {draft === null ? (
            <>
              <dl className="grid gap-3">
                <div>
                  <dt className="text-sm text-muted-foreground">{t('profile.seeking')}</dt>
                  <dd className="whitespace-pre-line">
                    {user.seeking || (
                      <span className="text-muted-foreground italic">
                        {t('profile.seekingEmpty')}
                      </span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">{t('profile.description')}</dt>
                  <dd className="whitespace-pre-line">
                    {user.description || (
                      <span className="text-muted-foreground italic">
                        {t('profile.descriptionEmpty')}
                      </span>
                    )}
                  </dd>
                </div>
              </dl>
              <div>
                <Button
                  variant="outline"
                  aria-label={t('profile.editMatch')}
                  onClick={() => openEditor(user)}
                >
                  {t('profile.edit')}
                </Button>
              </div>
            </>
          ) : (
            <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(event)}>
              {error && (
                <Alert variant="error" id={errorId}>
                  {error}
                </Alert>
              )}
              <Field label={t('profile.seeking')} required>
                <Textarea
                  // The editor only exists because the user just opened it: focus follows them.
                  autoFocus
                  name="seeking"
                  rows={4}
                  value={draft.seeking}
                  onChange={(event) => setDraft({ ...draft, seeking: event.target.value })}
                  {...invalidProps}
                />
              </Field>
              <Field label={t('profile.description')} required>
                <Textarea
                  name="description"
                  rows={4}
                  value={draft.description}
                  onChange={(event) => setDraft({ ...draft, description: event.target.value })}
                  {...invalidProps}
                />
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" disabled={saving} onClick={closeEditor}>
                  {t('profile.cancel')}
                </Button>
                <Button type="submit" loading={saving}>
                  {saving ? t('profile.saving') : t('profile.save')}
                </Button>
              </div>
            </form>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

export { ProfileDetails };
export type { ProfileDetailsProps, ProfileMatchValues, ProfileUser };
