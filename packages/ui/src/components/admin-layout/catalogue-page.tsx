import * as React from 'react';

import { cn } from '../../lib/cn';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { ConfirmDialog } from './confirm-dialog';
import { StatusNotice } from './status-notice';

/** The 'Elimina …?' question of a list page; its texts already in Italian. */
type CatalogueDeletion = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** Deletes; reject with an Error carrying the Italian reason (the dialog shows it). */
  onConfirm: () => Promise<void>;
};

type CataloguePageProps = Omit<React.ComponentProps<'section'>, 'title' | 'children'> & {
  title: string;
  /** A line under the heading. */
  intro?: React.ReactNode;
  /** Beside the heading: 'Aggiungi', 'Importa'. */
  actions?: React.ReactNode;
  /** Between the heading and the list: search and filters that stay while it loads. */
  toolbar?: React.ReactNode;
  /** What the last action did, announced. */
  notice: string | null;
  status: LoadStatus;
  loadingLabel: string;
  /** Why the load failed, in Italian, shown with 'Riprova'. */
  loadFailed: string;
  onRetry?: () => void;
  deletion: CatalogueDeletion;
  /** The list, shown once loaded. */
  children: React.ReactNode;
  /** The page's other dialogs (the editor, a role change). */
  dialogs?: React.ReactNode;
};

/**
 * A back-office list page ('Aziende', 'Programma', 'Account'): heading and actions, the notice
 * of the last action, the load's states, the list, and the deletion's question. A deleted row
 * and its button are gone: focus then goes to the heading, above the notice.
 */
function CataloguePage({
  title,
  intro,
  actions,
  toolbar,
  notice,
  status,
  loadingLabel,
  loadFailed,
  onRetry,
  deletion,
  children,
  dialogs,
  className,
  ...props
}: CataloguePageProps) {
  const headingId = React.useId();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const deletedRef = React.useRef(false);

  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid gap-4 px-4 py-6', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none"
          >
            {title}
          </h1>
          {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {toolbar}
      <StatusNotice message={notice} />
      {status === 'loading' && <LoadingState label={loadingLabel} />}
      {status === 'error' && <LoadError message={loadFailed} onRetry={onRetry} />}
      {status === 'success' && children}
      {dialogs}
      <ConfirmDialog
        open={deletion.open}
        onOpenChange={(open) => {
          if (!open) deletion.onClose();
        }}
        title={deletion.title}
        description={deletion.description}
        confirmLabel={deletion.confirmLabel}
        busyLabel={deletion.busyLabel}
        onConfirm={async () => {
          await deletion.onConfirm();
          deletedRef.current = true;
        }}
        onCloseAutoFocus={(event) => {
          if (!deletedRef.current) return;
          deletedRef.current = false;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </section>
  );
}

export { CataloguePage };
export type { CatalogueDeletion, CataloguePageProps };
