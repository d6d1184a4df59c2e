import * as React from 'react';
import * as Dialog from '@radix-ui/react-dialog';

import { useT } from '../../i18n/messages/admin';
import { errorReason } from '../../lib/error-reason';
import { Alert } from '../alert';
import { Button } from '../button';
import { useReturnFocus } from './admin-dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The confirming button's text, e.g. 'Elimina'. */
  confirmLabel: string;
  /** Its text while the action runs, e.g. 'Eliminazione...'. */
  busyLabel: string;
  /** The cancelling button's text; 'Annulla' by default. */
  cancelLabel?: string;
  /** 'destructive' for what cannot be undone. */
  tone?: 'default' | 'destructive';
  /** The failure's sentence around the Italian reason; the back-office's by default. */
  failedText?: (msg: string) => string;
  /**
   * The action. Resolve when done (the dialog closes); reject with an Error carrying the Italian
   * reason (the dialog stays open and shows it).
   */
  onConfirm: () => Promise<void>;
  /**
   * Where focus goes on closing (call `preventDefault` after moving it); by default back to
   * what had it when the dialog opened.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * 'Are you sure?' before an action that cannot be undone: an alert dialog (Radix Dialog with the
 * alertdialog role) whose first focus is the cancelling button ('Annulla'), so an Enter pressed
 * by habit cancels.
 */
function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  tone = 'destructive',
  failedText,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  function handleOpenChange(next: boolean) {
    // Closing mid-call would hide the outcome of an action that cannot be undone.
    if (busy) return;
    setError(null);
    onOpenChange(next);
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (reason) {
      setBusy(false);
      const msg = errorReason(reason) ?? t('common.unknownError');
      setError(failedText?.(msg) ?? t('admin.confirm.failed', { msg }));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/50" />
        <Dialog.Content
          role="alertdialog"
          data-slot="confirm-dialog"
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            returnFocus.restore(event);
          }}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-lg"
        >
          <Dialog.Title className="text-lg leading-tight font-semibold break-words">
            {title}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {description}
          </Dialog.Description>
          {error && <Alert variant="error">{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              ref={cancelRef}
              variant="outline"
              disabled={busy}
              onClick={() => handleOpenChange(false)}
            >
              {cancelLabel ?? t('admin.confirm.cancel')}
            </Button>
            <Button
              variant={tone === 'destructive' ? 'destructive' : 'default'}
              loading={busy}
              onClick={() => void confirm()}
            >
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { ConfirmDialog };
export type { ConfirmDialogProps };
