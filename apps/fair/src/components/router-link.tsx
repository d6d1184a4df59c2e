import type { LinkProps } from '@fiera/ui/lib/link';
import { Link } from '@tanstack/react-router';

/** TanStack Router's Link in the shape the ui package's navigation components take. */
export function RouterLink({ to, ...props }: LinkProps) {
  return <Link to={to} {...props} />;
}
