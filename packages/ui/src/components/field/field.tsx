import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';

import { useT } from '../../i18n';
import { cn } from '../../lib/cn';
import { Label } from '../label';

type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Exactly one control (Input, Textarea, Select...); it receives id and aria-* wiring. */
  children: React.ReactElement;
  hint?: React.ReactNode;
  /** Shown under the control, linked through aria-describedby and announced as an alert. */
  error?: React.ReactNode;
  required?: boolean;
  /** Id of the control; generated when omitted. */
  controlId?: string;
};

function Field({
  label,
  children,
  hint,
  error,
  required = false,
  controlId,
  className,
  ...props
}: FieldProps) {
  const t = useT();
  const generatedId = React.useId();
  const id = controlId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div data-slot="field" className={cn('grid gap-2', className)} {...props}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
        {required && <span className="sr-only">({t('common.required')})</span>}
      </Label>
      <Slot
        id={id}
        aria-describedby={describedBy || undefined}
        aria-invalid={hasError || undefined}
        aria-required={required || undefined}
      >
        {children}
      </Slot>
      {hint && (
        <p data-slot="field-hint" id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p
          data-slot="field-error"
          id={errorId}
          role="alert"
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      )}
    </div>
  );
}

export { Field };
export type { FieldProps };
