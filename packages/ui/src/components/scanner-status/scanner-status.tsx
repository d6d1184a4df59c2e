import { Wifi, WifiOff } from 'lucide';
import * as React from 'react';

import { useT } from '../../i18n/messages/validate';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { Button } from '../button';
import { Icon } from '../icon';

/** A check-in the phone let in without network that the server, once told, did not take. */
type ScannerProblem = {
  id: string;
  /** `used-twice`: the ticket had already entered that day; `refused`: no valid ticket. */
  outcome: 'used-twice' | 'refused';
  /** The server's verdict, in Italian. */
  message: string;
  ticketUuid: string | null;
  scannedAt: Date;
  /**
   * Checked on the phone after a call to the server got no answer: that call may have been
   * recorded, so a 'used twice' may be this same entry counted twice.
   */
  afterFailedCall?: boolean;
};

type ScannerStatusProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The server can be reached; otherwise tickets are checked on the phone. */
  online: boolean;
  /** The phone holds the ticket keys: it can check tickets without network. */
  offlineReady: boolean;
  /** Check-ins made without network, waiting to be sent. */
  queued: number;
  uploading?: boolean;
  /** When the keys and the revocation list were last fetched and the queue last sent. */
  synced: { keys: Date | null; revocations: Date | null; upload: Date | null };
  /** Why the last sync failed (already in Italian). */
  syncError?: string;
  problems?: readonly ScannerProblem[];
  /** 'Sincronizza ora', offered while online. */
  onSyncNow?: () => void;
  /** 'Ho preso nota': the staff member has seen the problems. */
  onDismissProblems?: () => void;
};

// The fair's own clock, as everywhere staff read times.
const timeFormat = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/**
 * The scanner's state at a glance: online or not, check-ins waiting to be sent, and when the
 * keys, the revocations and the queue last reached the server. Screen readers hear only a
 * change of connection and the queue being sent, not every count or sync time.
 */
function ScannerStatus({
  online,
  offlineReady,
  queued,
  uploading = false,
  synced,
  syncError,
  problems = [],
  onSyncNow,
  onDismissProblems,
  className,
  ...props
}: ScannerStatusProps) {
  const t = useT();
  const headingId = React.useId();
  const announcement = useAnnouncement(online, queued);
  const time = (at: Date | null) => (at ? timeFormat.format(at) : t('validate.scanner.never'));
  const queuedText =
    queued === 0
      ? t('validate.scanner.queuedNone')
      : queued === 1
        ? t('validate.scanner.queuedOne')
        : t('validate.scanner.queuedMany', { count: queued });

  return (
    <section
      data-slot="scanner-status"
      data-online={online}
      aria-labelledby={headingId}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <h2 id={headingId} className="sr-only">
        {t('validate.scanner.title')}
      </h2>
      <div
        className={cn(
          'grid gap-2 rounded-lg border bg-card p-3 text-sm text-card-foreground',
          !online && 'border-2 border-foreground',
        )}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p data-slot="connection" className="flex items-center gap-1.5 text-base font-bold">
            <Icon icon={online ? Wifi : WifiOff} className="size-5" />
            {online ? t('validate.scanner.online') : t('validate.scanner.offline')}
          </p>
          <p data-slot="queue" className="font-medium">
            {uploading ? t('validate.scanner.uploading') : queuedText}
          </p>
          {online && onSyncNow && (
            <Button
              variant="outline"
              size="sm"
              className="ml-auto"
              loading={uploading}
              onClick={onSyncNow}
            >
              {t('validate.scanner.syncNow')}
            </Button>
          )}
        </div>
        {!online && offlineReady && <p>{t('validate.scanner.offlineHint')}</p>}
        {!offlineReady && <p className="font-medium">{t('validate.scanner.notReady')}</p>}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
          {(['keys', 'revocations', 'upload'] as const).map((part) => (
            <div key={part} className="flex gap-1">
              <dt>{t(`validate.scanner.${part}`)}:</dt>
              <dd className="tabular-nums">{time(synced[part])}</dd>
            </div>
          ))}
        </dl>
        {syncError && <p>{t('validate.scanner.syncFailed', { msg: syncError })}</p>}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {problems.length > 0 && (
        <Alert variant="error" title={t('validate.scanner.problems.title')}>
          <ul className="grid gap-2 py-1">
            {problems.map((problem) => (
              <li key={problem.id} data-slot="scanner-problem" className="grid gap-0.5">
                <span className="font-semibold">
                  {problem.outcome === 'used-twice'
                    ? t('validate.scanner.problems.usedTwice')
                    : t('validate.scanner.problems.refused')}
                </span>
                <span>{problem.message}</span>
                {problem.outcome === 'used-twice' && problem.afterFailedCall && (
                  <span>{t('validate.scanner.problems.afterFailedCall')}</span>
                )}
                <span className="break-all text-muted-foreground">
                  {problem.ticketUuid
                    ? t('validate.scanner.problems.ticket', { id: problem.ticketUuid })
                    : t('validate.scanner.problems.unknownTicket')}
                  {' · '}
                  {t('validate.scanner.problems.scannedAt', { time: time(problem.scannedAt) })}
                </span>
              </li>
            ))}
          </ul>
          {onDismissProblems && (
            <Button variant="outline" size="sm" className="mt-2" onClick={onDismissProblems}>
              {t('validate.scanner.problems.dismiss')}
            </Button>
          )}
        </Alert>
      )}
    </section>
  );
}

/**
 * What the polite live region says: the connection lost or back, and the queue sent. Nothing
 * at first render (the page is being read anyway) and nothing for each queued scan or sync.
 */
function useAnnouncement(online: boolean, queued: number): string {
  const t = useT();
  const [announcement, setAnnouncement] = React.useState('');
  // The previous props, compared during render (React's pattern for state that follows props).
  const [previous, setPrevious] = React.useState({ online, queued });
  if (previous.online !== online || previous.queued !== queued) {
    setPrevious({ online, queued });
    if (previous.online !== online) {
      setAnnouncement(
        online ? t('validate.scanner.announceOnline') : t('validate.scanner.announceOffline'),
      );
    } else if (online && previous.queued > 0 && queued === 0) {
      setAnnouncement(t('validate.scanner.announceSent'));
    }
  }
  return announcement;
}

export { ScannerStatus };
export type { ScannerProblem, ScannerStatusProps };
