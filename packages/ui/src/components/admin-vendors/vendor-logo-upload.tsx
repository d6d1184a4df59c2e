import * as React from 'react';

import { useT } from '../../i18n/messages/admin-catalogue';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/error-reason';
import { Alert } from '../alert';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { VendorLogo } from '../vendor-logo';

/** What the server takes (openapi.yaml uploadVendorLogo): checked here first, to say so at once. */
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

type LogoProblem = 'wrongType' | 'tooLarge';

/** Why a chosen file cannot be a logo, before it is sent; undefined when it may be. */
function logoProblem(file: File): LogoProblem | undefined {
  if (!LOGO_TYPES.has(file.type)) return 'wrongType';
  if (file.size > LOGO_MAX_BYTES) return 'tooLarge';
  return undefined;
}

/** How uploading the file chosen ended: none chosen, sent, or refused (its Italian reason). */
type ChosenLogoUpload =
  { status: 'none' } | { status: 'uploaded' } | { status: 'failed'; reason: string };

/** What the form around it may ask: 'Salva' sends the file chosen before the fields. */
type VendorLogoUploadHandle = {
  /** Uploads the file chosen and not uploaded yet, as 'Carica logo' does. */
  uploadChosen: () => Promise<ChosenLogoUpload>;
};

type VendorLogoUploadProps = Omit<React.ComponentProps<'section'>, 'children' | 'ref'> & {
  ref?: React.Ref<VendorLogoUploadHandle>;
  /** The exhibitor's name, for the initials tile while there is no logo. */
  name: string;
  /** The logo the exhibitor has now. */
  logoPath: string | null;
  /**
   * Sends the file; reject with an Error carrying the Italian reason. Omitted for an exhibitor
   * not saved yet (it has no id to upload to).
   */
  onUpload?: (file: File) => Promise<void>;
};

/** An exhibitor's logo: the current one, a file to replace it with, its preview, and the upload. */
function VendorLogoUpload({
  ref,
  name,
  logoPath,
  onUpload,
  className,
  ...props
}: VendorLogoUploadProps) {
  const t = useT();
  const headingId = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = React.useState<{ file: File; url: string } | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [uploading, setUploading] = React.useState(false);
  const [result, setResult] = React.useState<{ kind: 'success' | 'error'; message: string } | null>(
    null,
  );

  // The preview's object URL lives as long as it is shown.
  React.useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setResult(null);
    if (!file) {
      setChosen(null);
      setFileError(null);
      return;
    }
    const problem = logoProblem(file);
    if (problem) {
      setChosen(null);
      setFileError(t(`adminCatalogue.vendors.logo.${problem}`));
      return;
    }
    setFileError(null);
    setChosen({ file, url: URL.createObjectURL(file) });
  }

  // The upload under way: a 'Salva' meanwhile waits for it rather than save the old address.
  const sending = React.useRef<Promise<ChosenLogoUpload> | null>(null);

  function send(file: File): Promise<ChosenLogoUpload> {
    sending.current ??= sendNow(file).finally(() => {
      sending.current = null;
    });
    return sending.current;
  }

  async function sendNow(file: File): Promise<ChosenLogoUpload> {
    if (!onUpload) return { status: 'none' };
    setUploading(true);
    setResult(null);
    try {
      await onUpload(file);
      setChosen(null);
      if (inputRef.current) inputRef.current.value = '';
      setResult({ kind: 'success', message: t('adminCatalogue.vendors.logo.uploaded') });
      return { status: 'uploaded' };
    } catch (error) {
      const reason = errorReason(error) ?? t('common.unknownError');
      setResult({
        kind: 'error',
        message: t('adminCatalogue.vendors.logo.failed', { msg: reason }),
      });
      return { status: 'failed', reason };
    } finally {
      setUploading(false);
    }
  }

  async function upload() {
    if (!onUpload || uploading) return;
    if (!chosen) {
      setFileError(t('adminCatalogue.vendors.logo.chooseFirst'));
      inputRef.current?.focus();
      return;
    }
    await send(chosen.file);
  }

  React.useImperativeHandle(ref, () => ({
    uploadChosen: () =>
      sending.current ?? (chosen ? send(chosen.file) : Promise.resolve({ status: 'none' })),
  }));

  return (
    <section
      data-slot="vendor-logo-upload"
      aria-labelledby={headingId}
      className={cn('grid gap-3 rounded-lg border p-4', className)}
      {...props}
    >
      <h3 id={headingId} className="font-semibold">
        {t('adminCatalogue.vendors.logo.title')}
      </h3>
      <div className="flex items-center gap-3">
        <VendorLogo
          size="lg"
          name={name || '?'}
          src={logoPath}
          alt={logoPath ? t('adminCatalogue.vendors.logo.current') : undefined}
        />
        {!logoPath && (
          <p className="text-sm text-muted-foreground">{t('adminCatalogue.vendors.logo.none')}</p>
        )}
      </div>
      {onUpload ? (
        <>
          <Field
            label={t('adminCatalogue.vendors.logo.file')}
            hint={t('adminCatalogue.vendors.logo.hint')}
            error={fileError}
          >
            <Input
              ref={inputRef}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={uploading}
              onChange={choose}
            />
          </Field>
          {chosen && (
            <figure className="flex items-center gap-3">
              <img
                src={chosen.url}
                alt={t('adminCatalogue.vendors.logo.preview')}
                width={80}
                height={80}
                className="size-20 rounded-lg border bg-background object-contain"
              />
              <figcaption className="min-w-0 text-sm break-words text-muted-foreground">
                {chosen.file.name}
              </figcaption>
            </figure>
          )}
          {result && <Alert variant={result.kind}>{result.message}</Alert>}
          <div>
            <Button variant="secondary" loading={uploading} onClick={() => void upload()}>
              {uploading
                ? t('adminCatalogue.vendors.logo.uploading')
                : t('adminCatalogue.vendors.logo.upload')}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('adminCatalogue.vendors.logo.saveFirst')}
        </p>
      )}
    </section>
  );
}

export { VendorLogoUpload, logoProblem };
export type { ChosenLogoUpload, VendorLogoUploadHandle, VendorLogoUploadProps };
