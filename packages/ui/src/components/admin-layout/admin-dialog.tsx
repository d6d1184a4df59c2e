import * as React from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide';

import { useT } from '../../i18n/messages/admin';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Icon } from '../icon';

type AdminDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** False while a save runs: closing then would hide its outcome. */
  dismissible?: boolean;
  className?: string;
  children: React.ReactNode;
};

/**
 * A dialog for the back-office's forms: the whole screen on a phone (a long form in a small box
 * scrolls badly), a centred panel from the sm breakpoint up. Focus goes to the element marked
 * `data-autofocus` (the form's first field), else to the close button; on closing it returns to
 * what opened the dialog (Radix).
 */
function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  className,
  children,
}: AdminDialogProps) {
  const t = useT();
  const contentRef = React.useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || dismissible) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/50" />
        <Dialog.Content
          ref={contentRef}
          data-slot="admin-dialog"
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            const first = contentRef.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={returnFocus.restore}
          className={cn(
            'fixed inset-0 z-50 flex flex-col bg-card text-card-foreground outline-none',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:border sm:shadow-lg',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-2 border-b py-2 pr-2 pl-4">
            <Dialog.Title className="min-w-0 self-center text-lg leading-tight font-semibold break-words">
              {title}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('admin.dialog.close')}
                disabled={!dismissible}
              >
                <Icon icon={X} className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="grid flex-1 content-start gap-4 overflow-y-auto px-4 py-4">
            {description !== undefined && (
              <Dialog.Description className="text-sm text-muted-foreground">
                {description}
              </Dialog.Description>
            )}
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Focus back where it was when a dialog opened. Radix returns it to its Dialog.Trigger only;
 * these dialogs are opened by the page's own buttons (a row's 'Modifica'), which would leave
 * focus on <body> after closing.
 */
function useReturnFocus() {
  const element = React.useRef<HTMLElement | null>(null);
  return React.useMemo(
    () => ({
      /** Called as the dialog takes focus: the element still focused is the one to return to. */
      remember() {
        element.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      /** Radix's onCloseAutoFocus: unless the caller already moved focus elsewhere. */
      restore(event: Event) {
        const target = element.current;
        element.current = null;
        if (event.defaultPrevented || !target?.isConnected) return;
        event.preventDefault();
        target.focus();
      },
    }),
    [],
  );
}

export { AdminDialog, useReturnFocus };
export type { AdminDialogProps };
