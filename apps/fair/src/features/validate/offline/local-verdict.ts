import { t } from '@fiera/ui/i18n/validate';
import { fairClockTime } from './fair-clock';
import type { TicketCheck } from './verify-ticket';

/** TICKET_REENTRY on the server: a second scan on the same day is refused, or let in. */
export type ReentryPolicy = 'deny' | 'allow';

export type LocalVerdict =
  /** Let in: the check-in goes to the queue. */
  | { admitted: true; message: string; ticketUuid: string; userId: number }
  | { admitted: false; message: string; ticketUuid: string | null; userId: number | null };

/**
 * The gate's answer without network, in the server's order and words: a code that is no
 * ticket or carries no valid signature, then a revoked ticket, then the re-entry rule applied
 * to the check-ins this phone has seen today, else a first entry.
 */
export function localVerdict({
  check,
  revoked,
  firstCheckinToday,
  policy,
}: {
  check: TicketCheck;
  /** Whether the ticket is on the revocation list the phone keeps. */
  revoked: boolean;
  /** The holder's first entry today as this phone knows it (its scans and the server's answers). */
  firstCheckinToday: Date | null;
  policy: ReentryPolicy;
}): LocalVerdict {
  if (!check.ok) {
    const message = {
      malformed: t('validate.offline.malformed'),
      'bad-signature': t('validate.offline.forged'),
      'unknown-key': t('validate.offline.unknownKey'),
    }[check.reason];
    return { admitted: false, message, ticketUuid: null, userId: null };
  }
  const { ticketUuid, userId } = check.claims;
  if (revoked)
    return { admitted: false, message: t('validate.offline.revoked'), ticketUuid, userId };
  if (firstCheckinToday !== null) {
    const time = fairClockTime(firstCheckinToday);
    return policy === 'allow'
      ? { admitted: true, message: t('validate.offline.welcomeBack', { time }), ticketUuid, userId }
      : {
          admitted: false,
          message: t('validate.offline.alreadyValidated', { time }),
          ticketUuid,
          userId,
        };
  }
  return { admitted: true, message: t('validate.offline.admitted'), ticketUuid, userId };
}
