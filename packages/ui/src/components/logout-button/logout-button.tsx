import { useT } from '../../i18n';
import { Button, type ButtonProps } from '../button';

type LogoutButtonProps = Omit<ButtonProps, 'asChild'>;

/** "Esci". The app's `onClick` logs out and navigates to /login; `loading` covers the call. */
function LogoutButton({ variant = 'outline', size = 'sm', children, ...props }: LogoutButtonProps) {
  const t = useT();
  return (
    <Button data-slot="logout-button" variant={variant} size={size} {...props}>
      {children ?? t('common.logout')}
    </Button>
  );
}

export { LogoutButton };
export type { LogoutButtonProps };
