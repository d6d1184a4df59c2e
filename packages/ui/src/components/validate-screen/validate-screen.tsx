import * as React from 'react';

import { useT } from '../../i18n/messages/validate';
import { cn } from '../../lib/cn';
import { CheckinStats, type CheckinStatsProps } from '../checkin-stats';
import { ManualTicketEntry, parseTicketCode, type TicketCode } from '../manual-ticket-entry';
import { QrScanner, type QrScannerProps } from '../qr-scanner';
import { ScannerStatus, type ScannerStatusProps } from '../scanner-status';
import { ValidationResult, type ValidationOutcome } from '../validation-result';
import { useKeyboardWedge } from './use-keyboard-wedge';

type ValidateScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** null while scanning; otherwise the ticket being validated or its verdict. */
  outcome: ValidationOutcome | null;
  /**
   * A code from the camera (always the QR code's content) or typed by hand (the visitor's ticket
   * id, or a pasted QR code's content). Not called while `outcome` is set.
   */
  onCode: (code: TicketCode) => void;
  /** 'Scansiona di nuovo': clear the verdict and resume scanning. */
  onScanAgain: () => void;
  stats?: CheckinStatsProps['stats'];
  statsError?: string;
  /** Online or not, check-ins waiting to be sent, last syncs: shown at the top when given. */
  scannerStatus?: ScannerStatusProps;
  /**
   * Codes typed by a hardware scanner in keyboard mode, anywhere on the page but in a text
   * field, are validated like camera scans; one arriving while a verdict shows replaces it.
   */
  keyboardWedge?: boolean;
  /** Passed to the scanner: stories and tests stub the camera and the detector. */
  scanner?: Pick<QrScannerProps, 'createDetector' | 'getUserMedia'>;
};

/**
 * The staff's ticket check: camera scanner, manual entry, the verdict and the day's count.
 * The scanner stays mounted (and the camera on) while a verdict shows; it is only paused.
 */
function ValidateScreen({
  outcome,
  onCode,
  onScanAgain,
  stats,
  statsError,
  scannerStatus,
  keyboardWedge = true,
  scanner,
  className,
  ...props
}: ValidateScreenProps) {
  const t = useT();
  const headingId = React.useId();
  const busy = outcome !== null;
  const verdict = outcome === null || outcome.status === 'validating' ? null : outcome.status;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const resultRef = React.useRef<HTMLDivElement>(null);
  const manualFormRef = React.useRef<HTMLFormElement>(null);
  const manualInputRef = React.useRef<HTMLInputElement>(null);
  const [manualCode, setManualCode] = React.useState('');
  // Whether the code being judged was typed: 'Scansiona di nuovo' then returns to the field.
  const typed = React.useRef(false);

  // The next visitor's code from a hardware scanner: no need to touch 'Scansiona di nuovo'.
  useKeyboardWedge((text) => {
    if (outcome?.status === 'validating') return;
    const code = parseTicketCode(text);
    if ('problem' in code) return;
    typed.current = false;
    if (outcome !== null) onScanAgain();
    onCode(code);
  }, keyboardWedge);

  // A typed code disables the form's button while it is checked, so focus has fallen to the
  // page: it goes to the verdict, read next. Focus the user has put elsewhere stays there.
  React.useEffect(() => {
    if (verdict === null) return;
    const active = document.activeElement;
    if (active === null || active === document.body || manualFormRef.current?.contains(active)) {
      resultRef.current?.focus();
    }
  }, [verdict]);

  // The verdict and its button leave the page: focus goes where the next code comes from.
  function scanAgain() {
    onScanAgain();
    const input = manualInputRef.current;
    if (!typed.current || !input) {
      headingRef.current?.focus();
      return;
    }
    // An admitted visitor's code is done with; any other stays, selected, to correct or replace.
    if (verdict === 'valid') setManualCode('');
    input.focus();
    input.select();
  }

  // When the camera cannot work, its alert leads here: the field in view, ready for typing.
  function goToManualEntry() {
    const input = manualInputRef.current;
    if (!input) return;
    input.scrollIntoView({ block: 'center', behavior: 'smooth' });
    input.focus({ preventScroll: true });
  }

  return (
    <section
      data-slot="validate-screen"
      aria-labelledby={headingId}
      className={cn('mx-auto grid w-full max-w-md gap-6 px-4 py-6', className)}
      {...props}
    >
      <h1
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-center text-2xl font-bold tracking-tight outline-none"
      >
        {t('validate.title')}
      </h1>
      {scannerStatus && <ScannerStatus {...scannerStatus} />}
      {outcome && (
        <ValidationResult ref={resultRef} tabIndex={-1} outcome={outcome} onScanAgain={scanAgain} />
      )}
      <QrScanner
        onScan={(qrCodeData) => {
          typed.current = false;
          onCode({ qrCodeData });
        }}
        paused={busy}
        onUseManualEntry={goToManualEntry}
        {...scanner}
      />
      <ManualTicketEntry
        ref={manualFormRef}
        value={manualCode}
        onValueChange={setManualCode}
        onSubmit={(code) => {
          typed.current = true;
          onCode(code);
        }}
        disabled={busy}
        inputRef={manualInputRef}
      />
      <CheckinStats stats={stats} error={statsError} />
    </section>
  );
}

export { ValidateScreen };
export type { ValidateScreenProps };
