import { UnsavedChangesDialog } from '@fiera/ui/components/admin-layout';
import { useBlocker } from '@tanstack/react-router';

const always = () => true;

/**
 * While a back-office form holds unsaved edits: leaving for another address (a section, the
 * browser's back) asks 'Uscire senza salvare?' first, and closing or reloading the tab gets the
 * browser's own prompt (the router's `beforeunload`, on while the blocker is).
 */
export function LeaveGuard({ dirty, description }: { dirty: boolean; description?: string }) {
  const blocker = useBlocker({ shouldBlockFn: always, disabled: !dirty, withResolver: true });
  return (
    <UnsavedChangesDialog
      open={blocker.status === 'blocked'}
      description={description}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}
