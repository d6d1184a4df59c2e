import * as React from 'react';

import { useT } from '../../i18n/messages/admin';
import { ConfirmDialog } from './confirm-dialog';

type UnsavedChangesDialogProps = {
  open: boolean;
  /** What would be lost; 'Le modifiche non salvate andranno perse.' by default. */
  description?: string;
  /** 'Esci senza salvare': go on, the edits are dropped. */
  onLeave: () => void;
  /** 'Resta' (or Esc): back to the edits, nothing lost. */
  onStay: () => void;
};

/**
 * 'Uscire senza salvare?' before a form with edits is left: another back-office section, a
 * closed editor. The focus starts on 'Resta', so an Enter pressed by habit loses nothing.
 */
function UnsavedChangesDialog({ open, description, onLeave, onStay }: UnsavedChangesDialogProps) {
  const t = useT();
  // The confirm dialog closes itself once its action is done: that close is no 'Resta'.
  const left = React.useRef(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !left.current) onStay();
        left.current = false;
      }}
      title={t('admin.unsaved.title')}
      description={description ?? t('admin.unsaved.description')}
      confirmLabel={t('admin.unsaved.leave')}
      busyLabel={t('admin.unsaved.leave')}
      cancelLabel={t('admin.unsaved.stay')}
      onConfirm={() => {
        left.current = true;
        onLeave();
        return Promise.resolve();
      }}
    />
  );
}

export { UnsavedChangesDialog };
export type { UnsavedChangesDialogProps };
