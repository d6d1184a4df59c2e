import * as React from 'react';

import { useT, type adminAudit } from '../../i18n/messages/admin-audit';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { Button } from '../button';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';

/** What an admin did (the API's AuditAction). */
type AuditAction =
  | 'vendor.create'
  | 'vendor.update'
  | 'vendor.delete'
  | 'vendor.logo'
  | 'event.create'
  | 'event.update'
  | 'event.delete'
  | 'catalogue.import'
  | 'account.profile'
  | 'account.role'
  | 'account.verification'
  | 'account.delete'
  | 'fair-config.update'
  | 'export.download';

/** One line of the audit log (the API's AuditEntry). */
type AuditEntryData = {
  id: number;
  /** ISO date-time. */
  at: string;
  /** Null once the admin's account is deleted. */
  actor_id: number | null;
  actor_email: string;
  action: AuditAction;
  target: string | null;
  /** A short Italian description from the server. */
  summary: string | null;
};

type AdminAuditProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** Newest first; read when `status` is 'success'. */
  entries?: readonly AuditEntryData[];
  error?: string;
  onRetry?: () => void;
  /** The server has older lines ('Carica altri'). */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Why the older lines could not be loaded (already in Italian). */
  loadMoreError?: string;
};

type ActionLabelKey = `adminAudit.actions.${keyof (typeof adminAudit)['actions']}`;

const ACTION_LABELS: Record<AuditAction, ActionLabelKey> = {
  'vendor.create': 'adminAudit.actions.vendorCreate',
  'vendor.update': 'adminAudit.actions.vendorUpdate',
  'vendor.delete': 'adminAudit.actions.vendorDelete',
  'vendor.logo': 'adminAudit.actions.vendorLogo',
  'event.create': 'adminAudit.actions.eventCreate',
  'event.update': 'adminAudit.actions.eventUpdate',
  'event.delete': 'adminAudit.actions.eventDelete',
  'catalogue.import': 'adminAudit.actions.catalogueImport',
  'account.profile': 'adminAudit.actions.accountProfile',
  'account.role': 'adminAudit.actions.accountRole',
  'account.verification': 'adminAudit.actions.accountVerification',
  'account.delete': 'adminAudit.actions.accountDelete',
  'fair-config.update': 'adminAudit.actions.fairConfigUpdate',
  'export.download': 'adminAudit.actions.exportDownload',
};

type KindLabelKey = `adminAudit.kinds.${keyof (typeof adminAudit)['kinds']}`;

/** What an export or an import was of: the server names it as the API does, in English. */
const KIND_LABELS: Record<string, KindLabelKey> = {
  attendees: 'adminAudit.kinds.attendees',
  checkins: 'adminAudit.kinds.checkins',
  decisions: 'adminAudit.kinds.decisions',
  vendors: 'adminAudit.kinds.vendors',
  events: 'adminAudit.kinds.events',
};

/** A line's target in words: a record's number, or what was exported or imported. */
function targetText(entry: AuditEntryData, t: ReturnType<typeof useT>): string | null {
  const { target } = entry;
  if (target === null) return null;
  if (/^\d+$/.test(target)) return t('adminAudit.targetValue', { id: target });
  const kind =
    entry.action === 'export.download' || entry.action === 'catalogue.import'
      ? Object.hasOwn(KIND_LABELS, target)
        ? KIND_LABELS[target]
        : undefined
      : undefined;
  return kind === undefined ? target : t(kind);
}

/**
 * The server's summary; an export of one line is said in the singular (the server wrote
 * '1 righe', and the lines already written stay so).
 */
function summaryText(entry: AuditEntryData): string | null {
  if (entry.summary === null || entry.action !== 'export.download') return entry.summary;
  return entry.summary.replace(/: 1 righe$/, ': 1 riga');
}

// The fair's clock, whatever the admin's laptop is set to.
const whenFormat = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Rome',
});

/** The audit log ('Registro attività'): who did what, newest first, a page at a time. */
function AdminAudit({
  status,
  entries = [],
  error,
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  loadMoreError,
  className,
  ...props
}: AdminAuditProps) {
  const t = useT();
  const headingId = React.useId();
  const itemRefs = React.useRef(new Map<number, HTMLLIElement>());
  // The first line a 'Carica altri' click will bring: it gets the focus when it arrives, so a
  // keyboard or screen-reader user goes on reading where the new lines start.
  const focusFrom = React.useRef<number | null>(null);

  React.useEffect(() => {
    const from = focusFrom.current;
    if (from === null || entries.length <= from) return;
    focusFrom.current = null;
    const entry = entries[from];
    if (entry) itemRefs.current.get(entry.id)?.focus();
  }, [entries]);

  function loadMore() {
    focusFrom.current = entries.length;
    onLoadMore?.();
  }

  return (
    <section
      data-slot="admin-audit"
      aria-labelledby={headingId}
      className={cn('mx-auto grid w-full max-w-3xl gap-6 px-4 py-6', className)}
      {...props}
    >
      <div className="grid gap-2">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('adminAudit.title')}
        </h1>
        <p className="text-muted-foreground">{t('adminAudit.intro')}</p>
      </div>
      {status === 'loading' && <LoadingState label={t('adminAudit.loading')} />}
      {status === 'error' && (
        <LoadError
          message={t('adminAudit.loadFailed', { msg: error ?? t('common.unknownError') })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' &&
        (entries.length === 0 ? (
          <p className="text-muted-foreground">{t('adminAudit.empty')}</p>
        ) : (
          <>
            <ol
              aria-label={t('adminAudit.listLabel')}
              className="divide-y rounded-lg border bg-card text-card-foreground"
            >
              {entries.map((entry) => (
                <AuditItem
                  key={entry.id}
                  entry={entry}
                  ref={(element) => {
                    if (element) itemRefs.current.set(entry.id, element);
                    else itemRefs.current.delete(entry.id);
                  }}
                />
              ))}
            </ol>
            {loadMoreError && (
              <Alert variant="error">
                {t('adminAudit.loadMoreFailed', { msg: loadMoreError })}
              </Alert>
            )}
            {hasMore ? (
              <Button
                variant="outline"
                className="justify-self-start"
                loading={loadingMore}
                onClick={loadMore}
              >
                {loadingMore ? t('adminAudit.loadingMore') : t('adminAudit.loadMore')}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{t('adminAudit.end')}</p>
            )}
          </>
        ))}
    </section>
  );
}

function AuditItem({ entry, ref }: { entry: AuditEntryData; ref: React.Ref<HTMLLIElement> }) {
  const t = useT();
  const target = targetText(entry, t);
  const summary = summaryText(entry);

  return (
    <li
      ref={ref}
      tabIndex={-1}
      data-slot="audit-entry"
      className="grid gap-1 px-4 py-3 outline-none focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
    >
      <p className="font-medium">{t(ACTION_LABELS[entry.action])}</p>
      {summary && <p className="text-sm">{summary}</p>}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-muted-foreground">
        <dt>{t('adminAudit.when')}</dt>
        <dd>
          <time dateTime={entry.at}>{whenFormat.format(new Date(entry.at))}</time>
        </dd>
        <dt>{t('adminAudit.who')}</dt>
        <dd>
          {entry.actor_id !== null
            ? entry.actor_email
            : entry.actor_email === ''
              ? t('adminAudit.systemActor')
              : t('adminAudit.deletedActor', { email: entry.actor_email })}
        </dd>
        {target && (
          <>
            <dt>{t('adminAudit.target')}</dt>
            <dd>{target}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

export { AdminAudit };
export type { AdminAuditProps, AuditAction, AuditEntryData };
