import * as React from 'react';

import { useT } from '../../i18n/messages/admin-catalogue';
import { errorReason } from '../../lib/error-reason';
import { focusControl } from '../../lib/focus-control';
import { Alert } from '../alert';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { Textarea } from '../textarea';
import { FormRejection, issuesByField, type FieldIssue } from '../admin-layout/form-rejection';
import { useFocusAfterCommit } from '../admin-layout/use-focus-after-commit';
import { VendorLogoUpload } from './vendor-logo-upload';

/** An exhibitor as the back-office shows it (the API's Vendor fits it). */
type AdminVendor = {
  id: number;
  name: string;
  logo_path: string | null;
  stand: string | null;
  location: string | null;
  website: string | null;
  address: string | null;
  email: string | null;
  telephone: string | null;
  description: string | null;
  seeking: string | null;
  /** The version read: an edit is saved over it, or refused when someone else saved meanwhile. */
  version: number;
};

/** What a save sends (the API's VendorInput): every field, blank ones as null. */
type VendorInputData = Omit<AdminVendor, 'id' | 'version'>;

type VendorField = keyof VendorInputData;

/** The form's fields in their order on screen (the first invalid one takes focus). */
const FIELDS = [
  'name',
  'stand',
  'location',
  'website',
  'email',
  'telephone',
  'address',
  'description',
  'seeking',
  'logo_path',
] as const satisfies readonly VendorField[];

/** The contract's lengths (openapi.yaml VendorInput): typing stops there, not at the server. */
const MAX_LENGTH: Record<VendorField, number> = {
  name: 200,
  logo_path: 2048,
  stand: 20,
  location: 200,
  website: 500,
  address: 300,
  email: 254,
  telephone: 40,
  description: 4000,
  seeking: 4000,
};

const HINTS: Partial<
  Record<VendorField, 'standHint' | 'locationHint' | 'websiteHint' | 'seekingHint' | 'logoPathHint'>
> = {
  stand: 'standHint',
  location: 'locationHint',
  website: 'websiteHint',
  seeking: 'seekingHint',
  logo_path: 'logoPathHint',
};

const LONG_TEXT = new Set<VendorField>(['description', 'seeking', 'address']);

const INPUT_PROPS: Partial<Record<VendorField, React.ComponentProps<'input'>>> = {
  website: { inputMode: 'url', autoComplete: 'off' },
  logo_path: { inputMode: 'url', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'off' },
  telephone: { type: 'tel', autoComplete: 'off' },
};

type Draft = Record<VendorField, string>;

function draftOf(vendor: AdminVendor | undefined): Draft {
  return Object.fromEntries(FIELDS.map((field) => [field, vendor?.[field] ?? ''])) as Draft;
}

/** Blank texts go as null: the server stores them so, and an update clears the field. */
function inputOf(draft: Draft): VendorInputData {
  const value = (field: VendorField) => draft[field].trim() || null;
  return {
    name: draft.name.trim(),
    logo_path: value('logo_path'),
    stand: value('stand'),
    location: value('location'),
    website: value('website'),
    address: value('address'),
    email: value('email'),
    telephone: value('telephone'),
    description: value('description'),
    seeking: value('seeking'),
  };
}

type FormError = { message: string; other: FieldIssue[] };

type VendorFormProps = {
  /** The exhibitor edited; a new one when omitted. */
  vendor?: AdminVendor;
  /**
   * Saves the fields. Resolve when saved; reject with a FormRejection (the server's reason and
   * its fields) or an Error carrying the Italian reason: the form stays and shows it.
   */
  onSubmit: (input: VendorInputData) => Promise<void>;
  onCancel: () => void;
  /** Uploads a logo file for the saved exhibitor and resolves its new address. */
  onUploadLogo?: (file: File) => Promise<string | null>;
  /** A message the form opens with (e.g. 'added: now upload its logo'); it takes focus. */
  notice?: string;
};

/** Every field of an exhibitor, with the server's reasons beside the fields it refused. */
function VendorForm({ vendor, onSubmit, onCancel, onUploadLogo, notice }: VendorFormProps) {
  const t = useT();
  const formRef = React.useRef<HTMLFormElement>(null);
  const errorRef = React.useRef<HTMLDivElement>(null);
  const noticeRef = React.useRef<HTMLDivElement>(null);
  const [draft, setDraft] = React.useState(() => draftOf(vendor));
  const [fieldErrors, setFieldErrors] = React.useState<Partial<Record<VendorField, string>>>({});
  const [formError, setFormError] = React.useState<FormError | null>(null);
  const [saving, setSaving] = React.useState(false);
  const focusAfterCommit = useFocusAfterCommit();
  // The saved logo, not the address being typed: no request for every half-typed address.
  const [savedLogo, setSavedLogo] = React.useState(vendor?.logo_path ?? null);

  React.useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function set(field: VendorField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function showErrors(byField: Partial<Record<VendorField, string>>, error: FormError | null) {
    setFieldErrors(byField);
    setFormError(error);
    const firstInvalid = FIELDS.find((field) => byField[field] !== undefined);
    // Once shown: the first refused field is then read with its reason, else the form's error.
    focusAfterCommit(() => {
      if (firstInvalid !== undefined && formRef.current) {
        focusControl(formRef.current, firstInvalid);
      } else {
        errorRef.current?.focus();
      }
    });
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const input = inputOf(draft);
    if (input.name === '') {
      showErrors({ name: t('adminCatalogue.form.required') }, null);
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

  async function uploadLogo(file: File) {
    if (!onUploadLogo) return;
    const logoPath = await onUploadLogo(file);
    setSavedLogo(logoPath);
    // The form's address follows, so a later 'Salva' keeps the logo just uploaded.
    set('logo_path', logoPath ?? '');
  }

  return (
    <form
      ref={formRef}
      noValidate
      data-slot="vendor-form"
      className="grid gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      {notice && (
        <Alert ref={noticeRef} tabIndex={-1} variant="success">
          {notice}
        </Alert>
      )}
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
        {FIELDS.map((field) => {
          const hint = HINTS[field];
          const common = {
            name: field,
            value: draft[field],
            maxLength: MAX_LENGTH[field],
            ...(field === 'name' ? { 'data-autofocus': true } : {}),
          };
          return (
            <Field
              key={field}
              label={t(`adminCatalogue.vendors.fields.${field}`)}
              hint={hint && t(`adminCatalogue.vendors.fields.${hint}`)}
              error={fieldErrors[field]}
              required={field === 'name'}
              className={
                LONG_TEXT.has(field) || field === 'logo_path' ? 'sm:col-span-2' : undefined
              }
            >
              {LONG_TEXT.has(field) ? (
                <Textarea
                  {...common}
                  rows={field === 'address' ? 2 : 4}
                  onChange={(event) => set(field, event.target.value)}
                />
              ) : (
                <Input
                  {...common}
                  {...INPUT_PROPS[field]}
                  onChange={(event) => set(field, event.target.value)}
                />
              )}
            </Field>
          );
        })}
      </div>
      <VendorLogoUpload
        name={draft.name.trim() || (vendor?.name ?? '')}
        logoPath={savedLogo}
        onUpload={vendor && onUploadLogo ? uploadLogo : undefined}
      />
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

export { VendorForm };
export type { AdminVendor, VendorFormProps, VendorInputData };
