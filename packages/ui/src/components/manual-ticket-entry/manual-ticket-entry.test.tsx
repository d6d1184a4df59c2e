import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { ManualTicketEntry } from './manual-ticket-entry';

const TICKET_ID = '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d';

const field = () => screen.getByRole('textbox', { name: 'Codice biglietto' });
const submit = () => screen.getByRole('button', { name: 'Convalida' });

describe('ManualTicketEntry', () => {
  // Regression: visitors only ever see their ticket id (profile, ticket e-mail), so the manual
  // entry must take it; it used to pass everything on as a QR code's content.
  describe('when staff type the ticket id the visitor shows', () => {
    // Issue 16: the field was emptied on submit, so a call that failed meant typing it again.
    it('submits it as a ticket id, trimmed, and keeps what was typed', async () => {
      const onSubmit = vi.fn();
      const { container } = render(<ManualTicketEntry onSubmit={onSubmit} />);

      expect(field()).toHaveAccessibleDescription(/sotto il QR Code, nel profilo o nell'email/);
      await userEvent.type(field(), `  ${TICKET_ID} `);
      await userEvent.click(submit());

      expect(onSubmit).toHaveBeenCalledWith({ ticketId: TICKET_ID });
      expect(field()).toHaveValue(`  ${TICKET_ID} `);
      await expectNoAxeViolations(container);
    });

    it('accepts it in capitals and without dashes', async () => {
      const onSubmit = vi.fn();
      render(<ManualTicketEntry onSubmit={onSubmit} />);

      await userEvent.type(field(), TICKET_ID.replaceAll('-', '').toUpperCase());
      await userEvent.click(submit());

      expect(onSubmit).toHaveBeenCalledWith({ ticketId: TICKET_ID });
    });

    it('asks for the whole id when part of it is missing, without submitting', async () => {
      const onSubmit = vi.fn();
      render(<ManualTicketEntry onSubmit={onSubmit} />);

      await userEvent.type(field(), TICKET_ID.slice(0, -3));
      await userEvent.click(submit());

      expect(screen.getByRole('alert')).toMatchTextContent(
        /controlla di averlo scritto per intero/,
      );
      expect(field()).toBeInvalid();
      expect(field()).toHaveValue(TICKET_ID.slice(0, -3));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('when staff paste the content of a QR code', () => {
    it('submits it trimmed as QR code data', async () => {
      const onSubmit = vi.fn();
      render(<ManualTicketEntry onSubmit={onSubmit} />);

      await userEvent.click(field());
      await userEvent.paste('  F1.abc.def ');
      await userEvent.click(submit());

      expect(onSubmit).toHaveBeenCalledWith({ qrCodeData: 'F1.abc.def' });
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
