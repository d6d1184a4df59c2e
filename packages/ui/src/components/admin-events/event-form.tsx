import * as React from 'react';

import { useBrand } from '../../brand';
import { useT } from '../../i18n/messages/admin-catalogue';
import { foldText } from '../../lib/search-text';
import { Field } from '../field';
import { Input } from '../input';
import { Select } from '../select';
import { useReportDirty } from '../admin-layout/use-report-dirty';
import { FormActions, FormErrorAlert, useFormSubmit } from '../admin-layout/use-form-submit';

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

/**
 * The stage select's values besides the stages themselves. A place of one's own ('Altro
 * palco...') only when the fair lists no stages: when it does, the server takes only a place
 * that names one of them.
 */
const NO_STAGE = '';
const OTHER_STAGE = '\u0000other';

/** The stages the fair lists (blank ones name nothing). */
const listedStages = (stages: readonly string[]) => stages.filter((stage) => stage.trim() !== '');

/**
 * Whether the programme files `place` under one of `stages`: it names the stage, accents and
 * case aside ('Palco Marchionne' is on Marchionne), as the server and the stage filter see it.
 */
function isOnStage(place: string, stages: readonly string[]): boolean {
  const where = foldText(place);
  return stages.some((stage) => where.includes(foldText(stage.trim())));
}

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
  // A fair with stages: the place as it is, one of them or kept as an option of its own.
  const ownPlace = listedStages(stages).length === 0 && location !== '';
  return {
    title: event?.title ?? '',
    speaker: event?.speaker ?? '',
    company_name: event?.company_name ?? '',
    topic: event?.topic ?? '',
    stage: ownPlace ? OTHER_STAGE : location,
    otherStage: ownPlace ? location : '',
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
  /** Whether the fields differ from `event` (a new one: from the blank form). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** Every field of an event: the day and the stage chosen among the fair's own. */
function EventForm({ event, onSubmit, onCancel, days, stages, onDirtyChange }: EventFormProps) {
  const t = useT();
  const brand = useBrand();
  const fairDays = days ?? brand.days;
  const fairStages = listedStages(stages ?? brand.stages);
  const [draft, setDraft] = React.useState(() => draftOf(event, fairStages, fairDays[0] ?? ''));
  // A field refused as 'location' is typed in the stage of one's own, when that is chosen.
  const { formRef, errorRef, fieldErrors, formError, saving, submit } = useFormSubmit(
    FIELDS,
    (field) => (field === 'location' && draft.stage === OTHER_STAGE ? 'otherStage' : field),
  );
  const input = inputOf(draft);
  useReportDirty(
    JSON.stringify(input) !==
      JSON.stringify(inputOf(draftOf(event, fairStages, fairDays[0] ?? ''))),
    onDirtyChange,
  );

  // An event on a stage the fair does not list keeps its place as a choice, so the form shows
  // it and a save does not move it (one on none of the stages: the server says what to do).
  const ownPlace =
    fairStages.length > 0 && draft.stage !== NO_STAGE && !fairStages.includes(draft.stage)
      ? draft.stage
      : null;
  // An event on a day the fair no longer has keeps it as a choice, so a save does not move it.
  const dayOptions =
    draft.event_date !== '' && !fairDays.includes(draft.event_date)
      ? [...fairDays, draft.event_date]
      : fairDays;

  function set<K extends keyof Draft>(field: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(submitEvent: React.FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const required = t('adminCatalogue.form.required');
    const missing: Partial<Record<EventField, string>> = {};
    if (input.title === '') missing.title = required;
    if (input.event_date === '') missing.event_date = required;
    if (input.event_time === '') missing.event_time = required;
    void submit(missing, () => onSubmit(input));
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
      onSubmit={handleSubmit}
    >
      {formError && <FormErrorAlert ref={errorRef} error={formError} />}
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
          hint={
            fairStages.length > 0
              ? `${t('adminCatalogue.events.fields.stageHint')} ${t('adminCatalogue.events.fields.stageAdd')}`
              : t('adminCatalogue.events.fields.stageAdd')
          }
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
            {ownPlace !== null && (
              <option value={ownPlace}>
                {isOnStage(ownPlace, fairStages)
                  ? ownPlace
                  : t('adminCatalogue.events.fields.stageOutsideFair', { stage: ownPlace })}
              </option>
            )}
            {fairStages.length === 0 && (
              <option value={OTHER_STAGE}>{t('adminCatalogue.events.fields.stageOther')}</option>
            )}
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
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}

export { EventForm, formatDay, parseTags };
export type { AdminEvent, EventFormProps, EventInputData };
