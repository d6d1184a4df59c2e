import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { ManualTicketEntry } from './manual-ticket-entry';

const field = () => screen.getByRole('textbox', { name: 'Codice del biglietto' });
const submit = () => screen.getByRole('button', { name: 'Convalida' });

describe('ManualTicketEntry', () => {
  describe('when staff paste a code', () => {
    it('submits it trimmed and empties the field', async () => {
      const onSubmit = vi.fn();
      const { container } = render(<ManualTicketEntry onSubmit={onSubmit} />);

      await userEvent.click(field());
      await userEvent.paste('  v1.abc.def ');
      await userEvent.click(submit());

      expect(onSubmit).toHaveBeenCalledWith('v1.abc.def');
      expect(field()).toHaveValue('');
      await expectNoAxeViolations(container);
    });
  });

  describe('when staff submit an empty field', () => {
    it('asks for the code without submitting', async () => {
      const onSubmit = vi.fn();
      render(<ManualTicketEntry onSubmit={onSubmit} />);

      await userEvent.type(field(), '   ');
      await userEvent.click(submit());

      expect(screen.getByRole('alert')).toMatchTextContent('Inserisci il codice del biglietto.');
      expect(field()).toBeInvalid();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given a validation in progress', () => {
    it('cannot be submitted', () => {
      render(<ManualTicketEntry onSubmit={vi.fn()} disabled />);
      expect(submit()).toBeDisabled();
    });
  });
});
