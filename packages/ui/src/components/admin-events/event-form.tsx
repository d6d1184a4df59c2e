import * as React from 'react';

import { useBrand } from '../../brand';
import { useT } from '../../i18n/messages/admin-catalogue';
import { errorReason } from '../../lib/error-reason';
import { focusControl } from '../../lib/focus-control';
import { Alert } from '../alert';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { Select } from '../select';
import { FormRejection, issuesByField, type FieldIssue } from '../admin-layout/form-rejection';
import { useFocusAfterCommit } from '../admin-layout/use-focus-after-commit';

/** An event as the back-office shows it (the API's Event fits it). */
type AdminEvent = {
  id: number;
  title: string;
  speaker: string | null;
  company_name: string | null;
  topic: string | null;
  /** The stage. */
  location: string | null;
  tags: readonly string[];
  /** YYYY-MM-DD. */
  event_date: string;
  /** HH:MM or HH:MM:SS, the fair's local time. */
  event_time: string;
  /** The version read: an edit is saved over it, or refused when someone else saved meanwhile. */
  version: number;
};

/** What a save sends (the API's EventInput): every field, blank ones as null. */
type EventInputData = {
  title: string;
  speaker: string | null;
  company_name: string | null;
  topic: string | null;
  location: string | null;
  tags: string[];
  event_date: string;
  event_time: string;
};

type EventField = keyof EventInputData;

/** In their order on screen: the first one the server refused takes focus. */
const FIELDS = [
  'title',
  'event_date',
  'event_time',
  'location',
  'speaker',
  'company_name',
  'topic',
  'tags',
] as const satisfies readonly EventField[];

/** The contract's lengths (openapi.yaml EventInput): typing stops there, not at the server. */
const MAX_LENGTH = { title: 300, speaker: 200, company_name: 200, topic: 200, location: 200 };

/** The stage select's values besides the stages themselves. */
const NO_STAGE = '';
const OTHER_STAGE = '\u0000other';

type Draft = {
  title: string;
  speaker: string;
  company_name: string;
  topic: string;
  stage: string;
  otherStage: string;
  tags: string;
  event_date: string;
  event_time: string;
};

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // A calendar date: formatted in UTC so no time zone moves it to the day before.
  timeZone: 'UTC',
});

/** 'venerdì 16 ottobre 2026' for '2026-10-16'; the text itself when it is no date. */
function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** 'ai, startup' or 'ai|startup' as the API's list; blanks and repeats dropped. */
function parseTags(text: string): string[] {
  const tags = text
    .split(/[,|]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

function draftOf(
  event: AdminEvent | undefined,
  stages: readonly string[],
  firstDay: string,
): Draft {
  const location = event?.location?.trim() ?? '';
  const known = location === '' || stages.includes(location);
  return {
    title: event?.title ?? '',
    speaker: event?.speaker ?? '',
    company_name: event?.company_name ?? '',
    topic: event?.topic ?? '',
    stage: known ? location : OTHER_STAGE,
    otherStage: known ? '' : location,
    tags: event?.tags.join(', ') ?? '',
    event_date: event?.event_date ?? firstDay,
    // <input type="time"> takes HH:MM; the server may answer HH:MM:SS.
    event_time: event?.event_time.slice(0, 5) ?? '',
  };
}

function inputOf(draft: Draft): EventInputData {
  const value = (text: string) => text.trim() || null;
  return {
    title: draft.title.trim(),
    speaker: value(draft.speaker),
    company_name: value(draft.company_name),
    topic: value(draft.topic),
    location: draft.stage === OTHER_STAGE ? value(draft.otherStage) : value(draft.stage),
    tags: parseTags(draft.tags),
    event_date: draft.event_date,
    event_time: draft.event_time,
  };
}

type FormError = { message: string; other: FieldIssue[] };

type EventFormProps = {
  /** The event edited; a new one when omitted. */
  event?: AdminEvent;
  /**
   * Saves the fields. Resolve when saved; reject with a FormRejection (the server's reason and
   * its fields) or an Error carrying the Italian reason: the form stays and shows it.
   */
  onSubmit: (input: EventInputData) => Promise<void>;
  onCancel: () => void;
  /** The fair's days (YYYY-MM-DD) and stages; the fair config's when omitted. */
  days?: readonly string[];
  stages?: readonly string[];
};

/** Every field of an event: the day and the stage chosen among the fair's own. */
function EventForm({ event, onSubmit, onCancel, days, stages }: EventFormProps) {
  const t = useT();
  const brand = useBrand();
  const fairDays = days ?? brand.days;
  const fairStages = stages ?? brand.stages;
  const formRef = React.useRef<HTMLFormElement>(null);
  const errorRef = React.useRef<HTMLDivElement>(null);
  const [draft, setDraft] = React.useState(() => draftOf(event, fairStages, fairDays[0] ?? ''));
  const [fieldErrors, setFieldErrors] = React.useState<Partial<Record<EventField, string>>>({});
  const [formError, setFormError] = React.useState<FormError | null>(null);
  const [saving, setSaving] = React.useState(false);
  const focusAfterCommit = useFocusAfterCommit();

  // An event on a day the fair no longer has keeps it as a choice, so a save does not move it.
  const dayOptions =
    draft.event_date !== '' && !fairDays.includes(draft.event_date)
      ? [...fairDays, draft.event_date]
      : fairDays;

  function set<K extends keyof Draft>(field: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function showErrors(byField: Partial<Record<EventField, string>>, error: FormError | null) {
    setFieldErrors(byField);
    setFormError(error);
    const first = FIELDS.find((field) => byField[field] !== undefined);
    const control = first === 'location' && draft.stage === OTHER_STAGE ? 'otherStage' : first;
    // Once shown: the first refused field is then read with its reason, else the form's error.
    focusAfterCommit(() => {
      if (control !== undefined && formRef.current) focusControl(formRef.current, control);
      else errorRef.current?.focus();
    });
  }

  async function handleSubmit(submitEvent: React.FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (saving) return;
    const input = inputOf(draft);
    const required = t('adminCatalogue.form.required');
    const missing: Partial<Record<EventField, string>> = {};
    if (input.title === '') missing.title = required;
    if (input.event_date === '') missing.event_date = required;
    if (input.event_time === '') missing.event_time = required;
    if (Object.keys(missing).length > 0) {
      showErrors(missing, null);
      return;
    }
    setSaving(true);
    setFieldErrors({});
    setFormError(null);
    try {
      await onSubmit(input);
    } catch (reason) {
      if (reason instanceof FormRejection) {
        const { byField, other } = issuesByField(reason.issues, FIELDS);
        showErrors(byField, { message: reason.message, other });
      } else {
        showErrors(
          {},
          {
            message: t('adminCatalogue.form.failed', {
              msg: errorReason(reason) ?? t('common.unknownError'),
            }),
            other: [],
          },
        );
      }
    } finally {
      setSaving(false);
    }
  }

  const label = (field: EventField) => t(`adminCatalogue.events.fields.${field}`);
  const text = (field: 'title' | 'speaker' | 'company_name' | 'topic') => (
    <Field
      label={label(field)}
      error={fieldErrors[field]}
      required={field === 'title'}
      className={field === 'title' ? 'sm:col-span-2' : undefined}
    >
      <Input
        name={field}
        value={draft[field]}
        maxLength={MAX_LENGTH[field]}
        autoComplete="off"
        {...(field === 'title' ? { 'data-autofocus': true } : {})}
        onChange={(changeEvent) => set(field, changeEvent.target.value)}
      />
    </Field>
  );

  return (
    <form
      ref={formRef}
      noValidate
      data-slot="event-form"
      className="grid gap-4"
      onSubmit={(submitEvent) => void handleSubmit(submitEvent)}
    >
      {formError && (
        <Alert ref={errorRef} tabIndex={-1} variant="error">
          <p>{formError.message}</p>
          {formError.other.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {formError.other.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  {t('adminCatalogue.form.otherProblem', { field: issue.path, msg: issue.message })}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('title')}
        <Field label={label('event_date')} error={fieldErrors.event_date} required>
          <Select
            name="event_date"
            value={draft.event_date}
            onChange={(changeEvent) => set('event_date', changeEvent.target.value)}
          >
            {dayOptions.map((day) => (
              <option key={day} value={day}>
                {fairDays.includes(day)
                  ? formatDay(day)
                  : t('adminCatalogue.events.fields.dayOutsideFair', { day: formatDay(day) })}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={label('event_time')}
          hint={t('adminCatalogue.events.fields.timeHint')}
          error={fieldErrors.event_time}
          required
        >
          <Input
            name="event_time"
            type="time"
            value={draft.event_time}
            onChange={(changeEvent) => set('event_time', changeEvent.target.value)}
          />
        </Field>
        <Field
          label={label('location')}
          hint={t('adminCatalogue.events.fields.stageHint')}
          error={draft.stage === OTHER_STAGE ? undefined : fieldErrors.location}
        >
          <Select
            name="location"
            value={draft.stage}
            onChange={(changeEvent) => set('stage', changeEvent.target.value)}
          >
            <option value={NO_STAGE}>{t('adminCatalogue.events.fields.stageNone')}</option>
            {fairStages.map((stage) => (
              <option key={stage} value={stage}>
                {stage}
              </option>
            ))}
            <option value={OTHER_STAGE}>{t('adminCatalogue.events.fields.stageOther')}</option>
          </Select>
        </Field>
        {draft.stage === OTHER_STAGE && (
          <Field
            label={t('adminCatalogue.events.fields.stageOtherName')}
            error={fieldErrors.location}
          >
            <Input
              name="otherStage"
              value={draft.otherStage}
              maxLength={MAX_LENGTH.location}
              autoComplete="off"
              onChange={(changeEvent) => set('otherStage', changeEvent.target.value)}
            />
          </Field>
        )}
        {text('speaker')}
        {text('company_name')}
        {text('topic')}
        <Field
          label={label('tags')}
          hint={t('adminCatalogue.events.fields.tagsHint')}
          error={fieldErrors.tags}
        >
          <Input
            name="tags"
            value={draft.tags}
            autoComplete="off"
            onChange={(changeEvent) => set('tags', changeEvent.target.value)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        <Button variant="outline" disabled={saving} onClick={onCancel}>
          {t('adminCatalogue.form.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {saving ? t('adminCatalogue.form.saving') : t('adminCatalogue.form.save')}
        </Button>
      </div>
    </form>
  );
}

export { EventForm, formatDay, parseTags };
export type { AdminEvent, EventFormProps, EventInputData };
