import { ArrowLeft } from 'lucide';

import { Icon } from '../icon';
import { useT } from '../../i18n';
import { Button, type ButtonProps } from '../button';

type BackButtonProps = Omit<ButtonProps, 'asChild'>;

/**
 * "Indietro". Navigation is the app's job: it passes `onClick` that goes to the `from`
 * location of the navigation state (keeping activeTab and historyFilter), else to '/'.
 */
function BackButton({ variant = 'ghost', children, ...props }: BackButtonProps) {
  const t = useT();
  return (
    <Button data-slot="back-button" variant={variant} {...props}>
      <Icon icon={ArrowLeft} className="size-5" />
      {children ?? t('common.back')}
    </Button>
  );
}

export { BackButton };
export type { BackButtonProps };
