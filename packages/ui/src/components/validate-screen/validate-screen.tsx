import * as React from 'react';

import { useT } from '../../i18n/messages/validate';
import { cn } from '../../lib/cn';
import { CheckinStats, type CheckinStatsProps } from '../checkin-stats';
import { ManualTicketEntry, type TicketCode } from '../manual-ticket-entry';
import { QrScanner, type QrScannerProps } from '../qr-scanner';
import { ValidationResult, type ValidationOutcome } from '../validation-result';

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
  scanner,
  className,
  ...props
}: ValidateScreenProps) {
  const t = useT();
  const headingId = React.useId();
  const busy = outcome !== null;
  const manualInputRef = React.useRef<HTMLInputElement>(null);

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
      <h1 id={headingId} className="text-center text-2xl font-bold tracking-tight">
        {t('validate.title')}
      </h1>
      {outcome && <ValidationResult outcome={outcome} onScanAgain={onScanAgain} />}
      <QrScanner
        onScan={(qrCodeData) => onCode({ qrCodeData })}
        paused={busy}
        onUseManualEntry={goToManualEntry}
        {...scanner}
      />
      <ManualTicketEntry onSubmit={onCode} disabled={busy} inputRef={manualInputRef} />
      <CheckinStats stats={stats} error={statsError} />
    </section>
  );
}

export { ValidateScreen };
export type { ValidateScreenProps };
