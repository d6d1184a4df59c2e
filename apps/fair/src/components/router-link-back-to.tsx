import type { LinkComponent, LinkProps } from '@fiera/ui/lib/link';
import { Link } from '@tanstack/react-router';
import { backTo } from '../lib/back-navigation';

// Apart from router-link.tsx, which the first page's bundle loads: only the directory uses it.

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
