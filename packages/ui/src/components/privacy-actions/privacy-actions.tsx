import * as React from 'react';
import * as Dialog from '@radix-ui/react-dialog';

import { useT } from '../../i18n/messages/profile';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/error-reason';
import type { FormResult } from '../../lib/form-result';
import { Alert } from '../alert';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card';
import { Field } from '../field';
import { Input } from '../input';

type PrivacyActionsProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Downloads the user's data; reject with an Error carrying the Italian reason. */
  onExport: () => Promise<void>;
  /**
   * Deletes the account after the password check; reject with an Error carrying the Italian
   * reason (a wrong password, say). On success the app logs out and leaves the screen.
   */
  onDelete: (password: string) => Promise<void>;
};

/** The user's data rights: download everything kept about them, or delete the account. */
function PrivacyActions({ onExport, onDelete, className, ...props }: PrivacyActionsProps) {
  const t = useT();
  const headingId = React.useId();
  const [exporting, setExporting] = React.useState(false);
  const [exportResult, setExportResult] = React.useState<FormResult | null>(null);

  async function handleExport() {
    setExporting(true);
    setExportResult(null);
    try {
      await onExport();
      setExportResult({ kind: 'success', message: t('profile.data.exportDone') });
    } catch (reason) {
      setExportResult({
        kind: 'error',
        message: t('profile.data.exportFailed', {
          msg: errorReason(reason) ?? t('common.unknownError'),
        }),
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card
      data-slot="privacy-actions"
      role="region"
      aria-labelledby={headingId}
      className={cn(className)}
      {...props}
    >
      <CardHeader>
        <CardTitle id={headingId}>{t('profile.data.title')}</CardTitle>
        <CardDescription>{t('profile.data.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {exportResult && <Alert variant={exportResult.kind}>{exportResult.message}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" loading={exporting} onClick={() => void handleExport()}>
            {exporting ? t('profile.data.exporting') : t('profile.data.export')}
          </Button>
          <DeleteAccountDialog onDelete={onDelete} />
        </div>
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ onDelete }: Pick<PrivacyActionsProps, 'onDelete'>) {
  const t = useT();
  const errorId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [password, setPassword] = React.useState('');
  const [deleting, setDeleting] = React.useState(false);
  const [error, setError] = React.useState<{ message: string; missing: boolean } | null>(null);

  function handleOpenChange(next: boolean) {
    // Closing mid-call would hide the outcome of an irreversible action.
    if (deleting) return;
    setOpen(next);
    setPassword('');
    setError(null);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleting) return;
    if (!password) {
      setError({ message: t('profile.data.passwordRequired'), missing: true });
      return;
    }
    setError(null);
    setDeleting(true);
    try {
      await onDelete(password);
      setOpen(false);
    } catch (reason) {
      setError({
        message: t('profile.data.deleteFailed', {
          msg: errorReason(reason) ?? t('common.unknownError'),
        }),
        missing: false,
      });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="destructive">{t('profile.data.delete')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/50" />
        <Dialog.Content
          data-slot="delete-account-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-lg"
        >
          <Dialog.Title className="text-lg font-semibold">
            {t('profile.data.deleteTitle')}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {t('profile.data.deleteDescription')}
          </Dialog.Description>
          <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(event)}>
            {error && (
              <Alert variant="error" id={errorId}>
                {error.message}
              </Alert>
            )}
            <Field label={t('profile.data.password')} required>
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                {...(error?.missing ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
              />
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={deleting}>
                  {t('profile.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" loading={deleting}>
                {deleting ? t('profile.data.deleting') : t('profile.data.confirmDelete')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { PrivacyActions };
export type { PrivacyActionsProps };
