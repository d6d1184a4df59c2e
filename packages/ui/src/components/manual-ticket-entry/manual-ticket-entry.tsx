import * as React from 'react';

import { useT } from '../../i18n/messages/validate';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';

type ManualTicketEntryProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Called with the trimmed code; the field is then emptied for the next ticket. */
  onSubmit: (code: string) => void;
  /** While a ticket is being validated or a result is on screen. */
  disabled?: boolean;
};

/** For a damaged QR or a broken camera: staff type or paste the ticket code instead. */
function ManualTicketEntry({
  onSubmit,
  disabled = false,
  className,
  ...props
}: ManualTicketEntryProps) {
  const t = useT();
  const headingId = React.useId();
  const [code, setCode] = React.useState('');
  const [missing, setMissing] = React.useState(false);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setCode('');
    onSubmit(trimmed);
  }

  return (
    <form
      data-slot="manual-ticket-entry"
      noValidate
      aria-labelledby={headingId}
      className={cn('grid gap-3', className)}
      onSubmit={handleSubmit}
      {...props}
    >
      <h2 id={headingId} className="text-base font-semibold">
        {t('validate.manual.title')}
      </h2>
      <Field
        label={t('validate.manual.label')}
        hint={t('validate.manual.hint')}
        error={missing ? t('validate.manual.required') : undefined}
      >
        <Input
          name="ticket-code"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={disabled}>
        {t('validate.manual.submit')}
      </Button>
    </form>
  );
}

export { ManualTicketEntry };
export type { ManualTicketEntryProps };
