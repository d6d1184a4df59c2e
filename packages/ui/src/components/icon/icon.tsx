import type { IconNode } from 'lucide';
import * as React from 'react';

import { cn } from '../../lib/cn';

type IconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** A Lucide icon's drawing, imported by name from `lucide` (e.g. `House`). */
  icon: IconNode;
};

/**
 * A Lucide icon drawn from the icon set's plain data (the `lucide` package, imported by name so
 * the build keeps only the icons used). lucide-react would add its own runtime (a context,
 * class merging, accessibility detection) to the first page's JavaScript, where /login has no
 * room for it; the drawing is the same 24×24 stroke icon. Decorative: hidden from assistive
 * technology, the text beside it says what it means.
 */
function Icon({ icon, className, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-slot="icon"
      className={cn('shrink-0', className)}
      {...props}
    >
      {icon.map(([tag, attributes], index) =>
        React.createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}

export { Icon };
export type { IconProps };
