import * as React from 'react';

/**
 * The props packages/ui gives to a link. The app passes its router's link (TanStack Router's
 * `Link`) as `linkComponent`, so navigation stays client-side without a router in this package.
 */
type LinkProps = {
  to: string;
  className?: string;
  children?: React.ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
};

type LinkComponent = React.ComponentType<LinkProps>;

/** A plain anchor: the fallback when no router link is given (stories, tests, static pages). */
function AnchorLink({ to, ...props }: LinkProps) {
  return React.createElement('a', { href: to, ...props });
}

export { AnchorLink };
export type { LinkComponent, LinkProps };
