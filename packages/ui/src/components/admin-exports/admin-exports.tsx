import * as React from 'react';
import { Download } from 'lucide';

import { useT } from '../../i18n/messages/admin-exports';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { Button } from '../button';
import { Icon } from '../icon';

/** What GET /api/admin/exports/{kind} offers (the API's ExportKind). */
type ExportKind = 'attendees' | 'checkins' | 'decisions';

/** Where one download is; absent before the first click. */
type ExportState =
  | { status: 'downloading' }
  | { status: 'done'; fileName: string }
  | { status: 'error'; message: string };

type AdminExportsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The admin asked for this file; the app fetches it and saves it. */
  onDownload: (kind: ExportKind) => void;
  states?: Partial<Record<ExportKind, ExportState>>;
};

const KINDS: readonly ExportKind[] = ['attendees', 'checkins', 'decisions'];

/** The organiser's three CSV downloads, each saying what it holds and what it leaves out. */
function AdminExports({ onDownload, states = {}, className, ...props }: AdminExportsProps) {
  const t = useT();
  const headingId = React.useId();

  return (
    <section
      data-slot="admin-exports"
      aria-labelledby={headingId}
      className={cn('mx-auto grid w-full max-w-3xl gap-6 px-4 py-6', className)}
      {...props}
    >
      <div className="grid gap-2">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('adminExports.title')}
        </h1>
        <p className="text-muted-foreground">{t('adminExports.intro')}</p>
      </div>
      <ul className="grid gap-4">
        {KINDS.map((kind) => (
          <ExportItem
            key={kind}
            kind={kind}
            state={states[kind]}
            onDownload={() => onDownload(kind)}
          />
        ))}
      </ul>
    </section>
  );
}

function ExportItem({
  kind,
  state,
  onDownload,
}: {
  kind: ExportKind;
  state: ExportState | undefined;
  onDownload: () => void;
}) {
  const t = useT();
  const headingId = React.useId();
  const descriptionId = React.useId();
  const name = t(`adminExports.kinds.${kind}.name`);

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {name}
      </h2>
      <div id={descriptionId} className="grid gap-1 text-sm">
        <p>{t(`adminExports.kinds.${kind}.description`)}</p>
        <p className="text-muted-foreground">{t(`adminExports.kinds.${kind}.privacy`)}</p>
      </div>
      <Button
        // Long names wrap on a 320 px phone instead of pushing the page sideways.
        className="h-auto min-h-11 justify-self-start text-left whitespace-normal"
        aria-describedby={descriptionId}
        loading={state?.status === 'downloading'}
        onClick={onDownload}
      >
        {state?.status !== 'downloading' && <Icon icon={Download} />}
        {state?.status === 'downloading'
          ? t('adminExports.downloading', { name })
          : t('adminExports.download', { name })}
      </Button>
      {state?.status === 'done' && (
        <Alert variant="success">{t('adminExports.done', { file: state.fileName })}</Alert>
      )}
      {state?.status === 'error' && (
        <Alert variant="error">{t('adminExports.failed', { name, msg: state.message })}</Alert>
      )}
    </li>
  );
}

export { AdminExports };
export type { AdminExportsProps, ExportKind, ExportState };
