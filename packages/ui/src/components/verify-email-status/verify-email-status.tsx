import * as React from 'react';
import { CircleCheck, CircleX } from 'lucide';

import { Icon } from '../icon';
import { useT } from '../../i18n/messages/verify-email';
import { ACCOUNT_CARD_CLASS } from '../../lib/account-card';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { SafeMarkup } from '../../lib/safe-markup';
import { Button } from '../button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../card';
import { Spinner } from '../spinner';

type VerificationStatus = 'verifying' | 'success' | 'error';

type VerifyEmailStatusProps = {
  status: VerificationStatus;
  /**
   * The text under the icon. On success it defaults to the catalogue's message and may carry
   * simple emphasis markup (<strong>, <em>, <br>); anything else shows as plain text.
   */
  message?: string;
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
  className?: string;
};

/** A tinted disc named by its aria-label; the drawing inside is hidden from assistive technology. */
const iconClass = 'mx-auto flex size-16 items-center justify-center rounded-full';

/** 'Verifica Email': a spinner, then a check mark or a cross with the outcome. */
function VerifyEmailStatus({
  status,
  message,
  linkComponent: Link = AnchorLink,
  className,
}: VerifyEmailStatusProps) {
  const t = useT();

  let body: React.ReactNode;
  if (status === 'verifying') {
    body = (
      <div className="grid justify-items-center gap-3">
        <Spinner label={t('verifyEmail.verifying')} className="[&_svg]:size-10" />
        <p aria-hidden="true">{t('verifyEmail.verifying')}</p>
      </div>
    );
  } else if (status === 'success') {
    body = (
      <div role="status" className="grid gap-3 text-center">
        <span
          role="img"
          aria-label={t('verifyEmail.successIcon')}
          className={cn(iconClass, 'bg-success/15 text-success')}
        >
          <Icon icon={CircleCheck} className="size-10" />
        </span>
        <p>
          <SafeMarkup text={message ?? t('verifyEmail.success')} />
        </p>
        <p className="text-sm text-muted-foreground">{t('verifyEmail.redirecting')}</p>
      </div>
    );
  } else {
    body = (
      <div role="alert" className="grid gap-3 text-center">
        <span
          role="img"
          aria-label={t('verifyEmail.errorIcon')}
          className={cn(iconClass, 'bg-destructive/15 text-destructive')}
        >
          <Icon icon={CircleX} className="size-10" />
        </span>
        {message && <p>{message}</p>}
      </div>
    );
  }

  return (
    <Card
      data-slot="verify-email-status"
      aria-busy={status === 'verifying' || undefined}
      className={cn(ACCOUNT_CARD_CLASS, className)}
    >
      <CardHeader>
        <CardTitle as="h1">{t('verifyEmail.title')}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
      {status !== 'verifying' && (
        <CardFooter className="justify-center">
          <Button asChild>
            <Link to="/login">
              {status === 'success' ? t('verifyEmail.goToLogin') : t('verifyEmail.backToLogin')}
            </Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

export { VerifyEmailStatus };
export type { VerificationStatus, VerifyEmailStatusProps };
