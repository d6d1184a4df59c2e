import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { ValidationResult } from './validation-result';

describe('ValidationResult', () => {
  describe('given a ticket being validated', () => {
    it('announces it politely and offers no action yet', async () => {
      const { container } = render(
        <ValidationResult outcome={{ status: 'validating' }} onScanAgain={vi.fn()} />,
      );

      expect(screen.getByRole('status')).toMatchTextContent('Convalida in corso...');
      expect(screen.queryByRole('button')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a valid ticket', () => {
    it('shows the verdict, the message, the ticket and the user', async () => {
      const { container } = render(
        <ValidationResult
          outcome={{
            status: 'valid',
            message: 'Benvenuta, Giulia!',
            ticketUuid: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10',
            userId: 42,
          }}
          onScanAgain={vi.fn()}
        />,
      );

      const status = screen.getByRole('status');
      expect(status).toMatchTextContent('✓ Biglietto Valido');
      expect(status).toMatchTextContent('Benvenuta, Giulia!');
      expect(status).toMatchTextContent('ID biglietto: 6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10');
      expect(status).toMatchTextContent('ID utente: 42');
      expect(screen.queryByRole('alert')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('given an invalid ticket', () => {
    it('raises an alert with the reason', async () => {
      const { container } = render(
        <ValidationResult
          outcome={{ status: 'invalid', message: 'Biglietto già utilizzato alle 09:12.' }}
          onScanAgain={vi.fn()}
        />,
      );

      const alert = screen.getByRole('alert');
      expect(alert).toMatchTextContent('✗ Biglietto Non Valido');
      expect(alert).toMatchTextContent('Biglietto già utilizzato alle 09:12.');
      await expectNoAxeViolations(container);
    });
  });

  describe('given a failed validation call', () => {
    it('raises an alert with the status and the message', async () => {
      const { container } = render(
        <ValidationResult
          outcome={{
            status: 'error',
            httpStatus: 500,
            message: 'Errore di rete: controlla la connessione',
          }}
          onScanAgain={vi.fn()}
        />,
      );

      const alert = screen.getByRole('alert');
      expect(alert).toMatchTextContent('✗ Errore di Convalida');
      expect(alert).toMatchTextContent('Stato: 500');
      expect(alert).toMatchTextContent('Errore di rete: controlla la connessione');
      await expectNoAxeViolations(container);
    });
  });

  // Issue 18: a verdict given on the phone without network must not pass for the server's.
  describe('given a ticket admitted on the phone without network', () => {
    it('marks it Offline and says the entry will be sent later', async () => {
      const { container } = render(
        <ValidationResult
          outcome={{
            status: 'valid',
            message: 'Firma valida: ingresso registrato sul telefono.',
            ticketUuid: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10',
            userId: 42,
            offline: true,
          }}
          onScanAgain={vi.fn()}
        />,
      );

      const status = screen.getByRole('status');
      expect(status).toMatchTextContent(/✓ Biglietto Valido\s*Offline/);
      expect(status).toMatchTextContent(/sarà inviato al server appena torna la connessione/);
      await expectNoAxeViolations(container);
    });
  });

  describe('given a ticket refused on the phone without network', () => {
    it('marks it Offline and says it was checked on the phone', async () => {
      const { container } = render(
        <ValidationResult
          outcome={{ status: 'invalid', message: 'Biglietto revocato.', offline: true }}
          onScanAgain={vi.fn()}
        />,
      );

      const alert = screen.getByRole('alert');
      expect(alert).toMatchTextContent(/Offline/);
      expect(alert).toMatchTextContent(/Controllato sul telefono, senza rete\./);
      expect(alert).not.toMatchTextContent(/inviato/);
      await expectNoAxeViolations(container);
    });
  });

  describe('given a verdict from the server', () => {
    it('shows no offline mark', () => {
      render(
        <ValidationResult
          outcome={{ status: 'invalid', message: 'Biglietto revocato.' }}
          onScanAgain={vi.fn()}
        />,
      );
      expect(screen.getByRole('alert')).not.toMatchTextContent(/Offline/);
    });
  });

  describe('when staff press Scansiona di nuovo', () => {
    it('asks to resume scanning', async () => {
      const onScanAgain = vi.fn();
      render(
        <ValidationResult
          outcome={{ status: 'invalid', message: 'Firma non valida.' }}
          onScanAgain={onScanAgain}
        />,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Scansiona di nuovo' }));

      expect(onScanAgain).toHaveBeenCalledOnce();
    });
  });
});
