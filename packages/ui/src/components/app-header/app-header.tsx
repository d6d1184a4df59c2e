import * as React from 'react';

import { useBrand } from '../../brand';
import { useT } from '../../i18n';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';

type AppHeaderProps = React.ComponentProps<'header'> & {
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
  /** Right-hand slot, e.g. the logout button for authenticated users. */
  actions?: React.ReactNode;
};

function AppHeader({
  linkComponent: Link = AnchorLink,
  actions,
  className,
  ...props
}: AppHeaderProps) {
  const { productName, logoUrl } = useBrand();
  const t = useT();

  return (
    <header
      data-slot="app-header"
      className={cn(
        'flex min-h-16 items-center justify-between gap-4 border-b bg-background px-4',
        className,
      )}
      {...props}
    >
      <Link
        to="/"
        aria-label={t('header.homeLink')}
        className="inline-flex min-h-11 items-center rounded-md text-xl font-bold tracking-tight text-foreground"
      >
        {logoUrl ? <img src={logoUrl} alt="" className="h-9 w-auto" /> : productName}
      </Link>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </header>
  );
}

export { AppHeader };
export type { AppHeaderProps };
