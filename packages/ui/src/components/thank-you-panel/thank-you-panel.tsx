import { CircleCheck } from 'lucide';

import { Icon } from '../icon';
import { useT } from '../../i18n/messages/thank-you';
import { ACCOUNT_CARD_CLASS } from '../../lib/account-card';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../card';

type ThankYouPanelProps = {
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
  className?: string;
};

/**
 * After registration: asks the user to open the verification link. The app moves on to /login
 * after a few seconds; the link lets the user go there at once.
 */
function ThankYouPanel({ linkComponent: Link = AnchorLink, className }: ThankYouPanelProps) {
  const t = useT();
  return (
    <Card data-slot="thank-you-panel" className={cn(ACCOUNT_CARD_CLASS, className)}>
      <CardHeader>
        <Icon icon={CircleCheck} className="size-10 text-success" />
        <CardTitle as="h1">{t('thankYou.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p>{t('thankYou.message')}</p>
        <p className="font-medium">{t('thankYou.checkEmail')}</p>
        <p className="text-sm text-muted-foreground">{t('thankYou.redirecting')}</p>
      </CardContent>
      <CardFooter className="text-sm">
        <Link to="/login" className="text-primary underline underline-offset-4 hover:no-underline">
          {t('thankYou.goToLogin')}
        </Link>
      </CardFooter>
    </Card>
  );
}

export { ThankYouPanel };
export type { ThankYouPanelProps };
