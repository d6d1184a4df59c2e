import * as React from 'react';

import { useT } from '../../i18n/messages/validate';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { parseTicketCode, type TicketCode } from './ticket-code';

type ManualTicketEntryProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /**
   * Called with the code read from the field: the ticket id the visitor shows (profile, ticket
   * e-mail), normalised, or a pasted QR code's content, trimmed. The field keeps the text: a
   * call that fails, or a code the server does not know, can be corrected and sent again.
   */
  onSubmit: (code: TicketCode) => void;
  /** The field's text, when the screen keeps it (to empty it once a ticket is admitted). */
  value?: string;
  onValueChange?: (value: string) => void;
  /** While a ticket is being validated or a result is on screen. */
  disabled?: boolean;
  /** The code field, for a screen that sends staff here when the camera cannot work. */
  inputRef?: React.Ref<HTMLInputElement>;
};

type Problem = 'empty' | 'incomplete';

const problemMessages = {
  empty: 'validate.manual.required',
  incomplete: 'validate.manual.incomplete',
} as const;

/** For a damaged QR or a broken camera: staff type the visitor's ticket code instead. */
function ManualTicketEntry({
  onSubmit,
  value,
  onValueChange,
  disabled = false,
  inputRef,
  className,
  ...props
}: ManualTicketEntryProps) {
  const t = useT();
  const headingId = React.useId();
  const [ownCode, setOwnCode] = React.useState('');
  const code = value ?? ownCode;
  const setCode = onValueChange ?? setOwnCode;
  const [problem, setProblem] = React.useState<Problem | null>(null);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const parsed = parseTicketCode(code);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    onSubmit(parsed);
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
        error={problem ? t(problemMessages[problem]) : undefined}
      >
        <Input
          ref={inputRef}
          name="ticket-code"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
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
