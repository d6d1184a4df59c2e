import type { TicketCode } from '@fiera/ui/components/manual-ticket-entry';
import type { ScannerStatusProps } from '@fiera/ui/components/scanner-status';
import { ValidateScreen } from '@fiera/ui/components/validate-screen';
import type { ValidationOutcome } from '@fiera/ui/components/validation-result';
import { t as validateText, useT, type Translate } from '@fiera/ui/i18n/validate';
import * as React from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCheckinStats } from '../api/get-checkin-stats';
import { useValidateTicket } from '../api/validate-ticket';
import { signalVerdict } from '../feedback';
import {
  isServerUnavailable,
  type OfflineCheck,
  type ScannerSnapshot,
} from '../offline/offline-scanner';
import type { ScannerStorage } from '../offline/scanner-storage';
import { ticketValidationBody } from '../ticket-validation-body';
import { useOfflineScanner } from '../use-offline-scanner';
import { validationFailure } from '../validation-failure';

/**
 * A validation call that has not answered by then is taken as no network: on a congested fair
 * Wi-Fi the phone checks the ticket itself instead of keeping the queue at the gate waiting.
 */
const VALIDATE_TIMEOUT_MS = 8_000;

type Verdict = Exclude<ValidationOutcome, { status: 'validating' }>;

/**
 * Spec §4: scanning → (code captured, scanner paused) → validating → result → 'Scansiona di
 * nuovo' → scanning. The screen's mount is the step from idle to scanning; capturing a code
 * pauses the scanner and starts validating in the same step, so no second code slips in.
 */
export type ScanState =
  | { phase: 'scanning' }
  | { phase: 'validating'; code: TicketCode }
  | { phase: 'result'; verdict: Verdict };

type ScanEvent =
  | { type: 'captured'; code: TicketCode }
  | { type: 'settled'; verdict: Verdict }
  | { type: 'scanAgain' };

export function scanReducer(state: ScanState, event: ScanEvent): ScanState {
  switch (event.type) {
    case 'captured':
      return state.phase === 'scanning' ? { phase: 'validating', code: event.code } : state;
    case 'settled':
      return state.phase === 'validating' ? { phase: 'result', verdict: event.verdict } : state;
    case 'scanAgain':
      return state.phase === 'result' ? { phase: 'scanning' } : state;
  }
}

function outcomeOf(state: ScanState): ValidationOutcome | null {
  if (state.phase === 'scanning') return null;
  if (state.phase === 'validating') return { status: 'validating' };
  return state.verdict;
}

/** The phone's own verdict, marked offline; one it cannot give is the network error it is. */
export function offlineVerdict(check: OfflineCheck, t: Translate): Verdict {
  if (check.kind === 'unavailable') {
    const reason = {
      'no-keys': t('validate.offline.noKeys'),
      unsupported: t('validate.offline.unsupported'),
      'typed-id': t('validate.offline.typedId'),
    }[check.reason];
    return {
      status: 'error',
      httpStatus: 500,
      message: `${t('errors.network')}. ${reason}`,
      offline: true,
    };
  }
  const { verdict } = check;
  return verdict.admitted
    ? {
        status: 'valid',
        message: verdict.message,
        ticketUuid: verdict.ticketUuid,
        userId: verdict.userId,
        offline: true,
      }
    : { status: 'invalid', message: verdict.message, offline: true };
}

function statusProps(
  snapshot: ScannerSnapshot,
  t: Translate,
  actions: Pick<ScannerStatusProps, 'onSyncNow' | 'onDismissProblems'>,
): ScannerStatusProps {
  return {
    online: snapshot.online,
    // Unknown until the stored state is read: no warning flashes on opening the page.
    offlineReady: snapshot.offlineReady || !snapshot.loaded,
    queued: snapshot.queued,
    uploading: snapshot.uploading,
    synced: snapshot.synced,
    // Offline, 'Offline' says it all; online, a refused sync (a 403, a 5xx) is worth a line.
    syncError:
      snapshot.syncError === null || !snapshot.online
        ? undefined
        : errorMessage(snapshot.syncError, t),
    problems: snapshot.problems.map((problem) => ({
      id: problem.nonce,
      outcome: problem.outcome,
      message: problem.message,
      ticketUuid: problem.ticketUuid,
      scannedAt: new Date(problem.scannedAt),
      afterFailedCall: problem.afterFailedCall === true,
    })),
    ...actions,
  };
}

/**
 * The staff's ticket check at the entrance. Without network (the browser offline, or a call
 * that got no answer) the phone checks the ticket itself: signature, revocation list, the
 * re-entry rule on the entries it has seen; an admitted ticket is queued and sent later.
 */
export function ValidatePage({
  staffUserId,
  storage,
}: {
  staffUserId: number;
  /** Where the offline data lives; IndexedDB by default. */
  storage?: ScannerStorage;
}) {
  const t = useT();
  useDocumentTitle(validateText('validate.pageTitle'));
  const [state, dispatch] = React.useReducer(scanReducer, { phase: 'scanning' });
  const validateTicket = useValidateTicket();
  const stats = useCheckinStats();
  const { scanner, snapshot } = useOfflineScanner(staffUserId, storage);
  // The reducer ignores a second code, but the call must not start twice either.
  const busy = React.useRef(false);

  async function askServer(code: TicketCode): Promise<Verdict> {
    try {
      const result = await validateTicket.mutateAsync({
        body: ticketValidationBody(code),
        signal: AbortSignal.timeout(VALIDATE_TIMEOUT_MS),
      });
      void scanner.learn(result);
      // The network is back: whatever waits goes now.
      if (scanner.getSnapshot().queued > 0) void scanner.upload();
      return result.valid
        ? {
            status: 'valid',
            message: result.message,
            ticketUuid: result.ticket_uuid,
            userId: result.user_id,
          }
        : { status: 'invalid', message: result.message };
    } catch (error) {
      if (!isServerUnavailable(error)) {
        return { status: 'error', ...validationFailure(error, t) };
      }
      scanner.unreachable();
      return offlineVerdict(await scanner.check(code, { afterFailedCall: true }), t);
    }
  }

  async function validate(code: TicketCode) {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: 'captured', code });
    const verdict = scanner.shouldAskServer()
      ? await askServer(code)
      : offlineVerdict(await scanner.check(code), t);
    signalVerdict(verdict.status === 'valid');
    dispatch({ type: 'settled', verdict });
  }

  function scanAgain() {
    busy.current = false;
    dispatch({ type: 'scanAgain' });
  }

  return (
    <ValidateScreen
      outcome={outcomeOf(state)}
      onCode={(code) => void validate(code)}
      onScanAgain={scanAgain}
      stats={stats.data}
      statsError={stats.error ? errorMessage(stats.error, t) : undefined}
      scannerStatus={statusProps(snapshot, t, {
        onSyncNow: () => void scanner.sync(),
        onDismissProblems: () => void scanner.dismissProblems(),
      })}
    />
  );
}
