import type { TicketCode } from '@fiera/ui/components/manual-ticket-entry';
import { ValidateScreen } from '@fiera/ui/components/validate-screen';
import type { ValidationOutcome } from '@fiera/ui/components/validation-result';
import { useT } from '@fiera/ui/i18n';
import { t as validateText } from '@fiera/ui/i18n/validate';
import * as React from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCheckinStats } from '../api/get-checkin-stats';
import { useValidateTicket } from '../api/validate-ticket';
import { signalVerdict } from '../feedback';
import { ticketValidationBody } from '../ticket-validation-body';
import { validationFailure } from '../validation-failure';

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

/** The staff's ticket check at the entrance. */
export function ValidatePage() {
  const t = useT();
  useDocumentTitle(validateText('validate.pageTitle'));
  const [state, dispatch] = React.useReducer(scanReducer, { phase: 'scanning' });
  const validateTicket = useValidateTicket();
  const stats = useCheckinStats();
  // The reducer ignores a second code, but the call must not start twice either.
  const busy = React.useRef(false);

  async function validate(code: TicketCode) {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: 'captured', code });
    let verdict: Verdict;
    try {
      const result = await validateTicket.mutateAsync({ body: ticketValidationBody(code) });
      verdict = result.valid
        ? {
            status: 'valid',
            message: result.message,
            ticketUuid: result.ticket_uuid,
            userId: result.user_id,
          }
        : { status: 'invalid', message: result.message };
    } catch (error) {
      verdict = { status: 'error', ...validationFailure(error, t) };
    }
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
    />
  );
}
