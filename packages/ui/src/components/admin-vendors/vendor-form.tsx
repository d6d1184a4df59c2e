import * as React from 'react';

import { useT } from '../../i18n/messages/admin-catalogue';
import { Alert } from '../alert';
import { Field } from '../field';
import { Input } from '../input';
import { Textarea } from '../textarea';
import { FormRejection } from '../admin-layout/form-rejection';
import { FormActions, FormErrorAlert, useFormSubmit } from '../admin-layout/use-form-submit';
import { useReportDirty } from '../admin-layout/use-report-dirty';
import { VendorLogoUpload, type VendorLogoUploadHandle } from './vendor-logo-upload';

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
  /** Whether the fields differ from `vendor` as saved (a new one: from the blank form). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** Every field of an exhibitor, with the server's reasons beside the fields it refused. */
function VendorForm({
  vendor,
  onSubmit,
  onCancel,
  onUploadLogo,
  notice,
  onDirtyChange,
}: VendorFormProps) {
  const t = useT();
  const noticeRef = React.useRef<HTMLDivElement>(null);
  const [draft, setDraft] = React.useState(() => draftOf(vendor));
  const { formRef, errorRef, fieldErrors, formError, saving, submit } = useFormSubmit(FIELDS);
  // The saved logo, not the address being typed: no request for every half-typed address.
  const [savedLogo, setSavedLogo] = React.useState(vendor?.logo_path ?? null);
  const logoUpload = React.useRef<VendorLogoUploadHandle>(null);
  // The address of the logo last uploaded, for a 'Salva' that uploads it before its render.
  const uploadedLogo = React.useRef<string | null>(null);
  const input = inputOf(draft);
  // Against the exhibitor as saved now: a logo just uploaded (a new version) is no edit.
  useReportDirty(JSON.stringify(input) !== JSON.stringify(inputOf(draftOf(vendor))), onDirtyChange);

  React.useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function set(field: VendorField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = input.name === '' ? { name: t('adminCatalogue.form.required') } : {};
    void submit(missing, async () => {
      // A logo chosen and not uploaded goes first: 'Salva' saves everything the form shows.
      const logo = (await logoUpload.current?.uploadChosen()) ?? { status: 'none' };
      if (logo.status === 'failed') {
        throw new FormRejection(t('adminCatalogue.vendors.logo.notSaved', { msg: logo.reason }));
      }
      await onSubmit(
        logo.status === 'uploaded' ? { ...input, logo_path: uploadedLogo.current } : input,
      );
    });
  }

  async function uploadLogo(file: File) {
    if (!onUploadLogo) return;
    const logoPath = await onUploadLogo(file);
    uploadedLogo.current = logoPath;
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
      onSubmit={handleSubmit}
    >
      {notice && (
        <Alert ref={noticeRef} tabIndex={-1} variant="success">
          {notice}
        </Alert>
      )}
      {formError && <FormErrorAlert ref={errorRef} error={formError} />}
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
        ref={logoUpload}
        name={draft.name.trim() || (vendor?.name ?? '')}
        logoPath={savedLogo}
        onUpload={vendor && onUploadLogo ? uploadLogo : undefined}
      />
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}

export { VendorForm };
export type { AdminVendor, VendorFormProps, VendorInputData };
