import type { LinkComponent, LinkProps } from '@fiera/ui/lib/link';
import { Link } from '@tanstack/react-router';
import { backTo } from '../lib/back-navigation';

/** TanStack Router's Link in the shape the ui package's navigation components take. */
export function RouterLink({ to, ...props }: LinkProps) {
  return <Link to={to} {...props} />;
}

/**
 * A RouterLink that tells the page it opens where 'Indietro' should return. Made once per
 * source screen at module level, so React keeps the same component across renders.
 */
export function routerLinkBackTo(href: string): LinkComponent {
  function BackToLink({ to, ...props }: LinkProps) {
    return <Link to={to} state={backTo({ href })} {...props} />;
  }
  return BackToLink;
}
