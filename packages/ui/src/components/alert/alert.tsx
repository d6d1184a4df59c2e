import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, CircleX, Info } from 'lucide';

import { cn } from '../../lib/cn';
import { Icon } from '../icon';

const alertVariants = cva(
  'grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm',
  {
    variants: {
      variant: {
        info: 'border-primary/40 bg-card text-card-foreground [&_[data-slot=alert-icon]]:text-primary',
        success:
          'border-success/50 bg-card text-card-foreground [&_[data-slot=alert-icon]]:text-success',
        error:
          'border-destructive/50 bg-card text-card-foreground [&_[data-slot=alert-icon]]:text-destructive',
      },
    },
    defaultVariants: {
      variant: 'info',
    },
  },
);

const icons = { info: Info, success: CircleCheck, error: CircleX } as const;

type AlertProps = React.ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    title?: React.ReactNode;
  };

/**
 * A result message. Errors use role="alert" (announced at once); success and info use
 * role="status" (announced politely).
 */
function Alert({ className, variant, title, children, ...props }: AlertProps) {
  const tone = variant ?? 'info';
  return (
    <div
      data-slot="alert"
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant, className }))}
      {...props}
    >
      <Icon icon={icons[tone]} data-slot="alert-icon" className="row-span-2 size-5" />
      {title && (
        <p data-slot="alert-title" className="font-semibold">
          {title}
        </p>
      )}
      <div data-slot="alert-description" className="col-start-2">
        {children}
      </div>
    </div>
  );
}

export { Alert, alertVariants };
export type { AlertProps };
