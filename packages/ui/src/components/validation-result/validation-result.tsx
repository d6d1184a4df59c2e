import { WifiOff } from 'lucide';
import * as React from 'react';

import { useT } from '../../i18n/messages/validate';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Icon } from '../icon';
import { SpinnerIcon } from '../spinner';

/**
 * Where a scanned ticket stands; the app maps the server's answer onto it. `offline`: judged on
 * the phone without network (an admitted ticket is queued and sent when the network returns).
 */
type ValidationOutcome =
  | { status: 'validating' }
  | {
      status: 'valid';
      message: string;
      ticketUuid: string | null;
      userId: number | null;
      offline?: boolean;
    }
  | { status: 'invalid'; message: string; offline?: boolean }
  /** The call failed: `httpStatus` 500 for a transport failure, else the answer's status. */
  | { status: 'error'; httpStatus: number; message: string; offline?: boolean };

type ValidationResultProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  outcome: ValidationOutcome;
  /** Clears the result and resumes scanning. */
  onScanAgain: () => void;
};

const tones = {
  validating: 'border-primary',
  valid: 'border-success',
  invalid: 'border-destructive',
  error: 'border-destructive',
} as const;

const headingTones = {
  validating: 'text-foreground',
  valid: 'bg-success text-success-foreground',
  invalid: 'bg-destructive text-destructive-foreground',
  error: 'bg-destructive text-destructive-foreground',
} as const;

/**
 * The verdict on a scanned ticket, big and colour-coded so staff can read it at arm's length.
 * A valid ticket is announced politely (role="status"), a refusal or failure at once
 * (role="alert").
 */
function ValidationResult({ outcome, onScanAgain, className, ...props }: ValidationResultProps) {
  const t = useT();
  const refused = outcome.status === 'invalid' || outcome.status === 'error';

  return (
    <div
      data-slot="validation-result"
      data-status={outcome.status}
      className={cn(
        'grid gap-4 overflow-hidden rounded-xl border-4 bg-card pb-4 text-card-foreground',
        tones[outcome.status],
        className,
      )}
      {...props}
    >
      <div role={refused ? 'alert' : 'status'} className="grid gap-3">
        {outcome.status === 'validating' ? (
          <p className="flex items-center justify-center gap-3 px-4 pt-4 text-2xl font-semibold">
            <SpinnerIcon className="size-8 text-primary" />
            {t('validate.validating')}
          </p>
        ) : (
          <>
            <p
              className={cn(
                'px-4 py-4 text-center text-3xl font-bold sm:text-4xl',
                headingTones[outcome.status],
              )}
            >
              {t(`validate.${outcome.status}`)}
            </p>
            {outcome.offline && (
              <p
                data-slot="offline-badge"
                className="mx-auto flex items-center gap-2 rounded-full border-2 border-current px-3 py-0.5 text-base font-bold tracking-wide uppercase"
              >
                <Icon icon={WifiOff} className="size-4" />
                {t('validate.offline.badge')}
              </p>
            )}
            <div className="grid gap-1 px-4 text-center text-lg">
              {outcome.status === 'error' && (
                <p className="font-medium">
                  {t('validate.status', { status: outcome.httpStatus })}
                </p>
              )}
              <p className="font-medium">{outcome.message}</p>
              {outcome.status === 'valid' && (
                <>
                  {outcome.ticketUuid && (
                    <p className="font-mono text-base break-all">
                      {t('validate.ticketId', { id: outcome.ticketUuid })}
                    </p>
                  )}
                  {outcome.userId !== null && (
                    <p className="font-mono text-base">
                      {t('validate.userId', { id: outcome.userId })}
                    </p>
                  )}
                </>
              )}
              {outcome.offline && outcome.status !== 'error' && (
                <p className="text-base text-muted-foreground">
                  {outcome.status === 'valid'
                    ? t('validate.offline.admittedNote')
                    : t('validate.offline.checkedNote')}
                </p>
              )}
            </div>
          </>
        )}
      </div>
      {outcome.status !== 'validating' && (
        <div className="px-4">
          <Button size="lg" className="w-full" onClick={onScanAgain}>
            {t('validate.scanAgain')}
          </Button>
        </div>
      )}
    </div>
  );
}

export { ValidationResult };
export type { ValidationOutcome, ValidationResultProps };
