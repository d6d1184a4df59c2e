import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { problems, synced, usedTwice } from './scanner-fixtures';
import { ScannerStatus } from './scanner-status';

const liveRegion = () => screen.getByRole('status');

describe('ScannerStatus', () => {
  describe('given the scanner online with nothing to send', () => {
    it('says so, with the time of each sync, and offers a sync now', async () => {
      const onSyncNow = vi.fn();
      const { container } = render(
        <ScannerStatus
          online
          offlineReady
          queued={0}
          synced={{ ...synced, upload: null }}
          onSyncNow={onSyncNow}
        />,
      );

      const region = screen.getByRole('region', { name: 'Stato del lettore' });
      expect(region).toMatchTextContent(/Online/);
      expect(region).toMatchTextContent(/Nessun ingresso da inviare/);
      expect(region).toMatchTextContent(/Chiavi:10:42/);
      expect(region).toMatchTextContent(/Revoche:10:42/);
      expect(region).toMatchTextContent(/Ultimo invio:mai/);
      await userEvent.click(screen.getByRole('button', { name: 'Sincronizza ora' }));
      expect(onSyncNow).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });
  });

  describe('given the scanner offline with check-ins queued', () => {
    it('counts them and says tickets are checked on the phone', async () => {
      const { container } = render(
        <ScannerStatus
          online={false}
          offlineReady
          queued={3}
          synced={synced}
          onSyncNow={vi.fn()}
        />,
      );

      const region = screen.getByRole('region', { name: 'Stato del lettore' });
      expect(region).toMatchTextContent(/Offline/);
      expect(region).toMatchTextContent(/3 ingressi da inviare/);
      expect(region).toMatchTextContent(/controllati sul telefono/);
      expect(screen.queryByRole('button', { name: 'Sincronizza ora' })).toBeNull();
      await expectNoAxeViolations(container);
    });

    it('says one check-in in the singular', () => {
      render(<ScannerStatus online={false} offlineReady queued={1} synced={synced} />);
      expect(screen.getByText('1 ingresso da inviare')).toBeVisible();
    });
  });

  describe('given a phone that never got the ticket keys', () => {
    it('warns that it cannot check tickets without network yet', () => {
      render(
        <ScannerStatus
          online={false}
          offlineReady={false}
          queued={0}
          synced={{ keys: null, revocations: null, upload: null }}
        />,
      );
      expect(screen.getByText(/Controllo senza rete non pronto/)).toBeVisible();
    });
  });

  describe('the live region', () => {
    it('speaks only when the connection changes or the queue has been sent', () => {
      const props = { offlineReady: true, synced };
      const { rerender } = render(<ScannerStatus {...props} online queued={0} />);
      expect(liveRegion()).toHaveTextContent('');

      rerender(<ScannerStatus {...props} online={false} queued={0} />);
      expect(liveRegion()).toHaveTextContent(
        'Connessione assente: i biglietti vengono controllati sul telefono.',
      );
      // Each scan queued offline changes the count on screen, not what is announced.
      rerender(<ScannerStatus {...props} online={false} queued={1} />);
      rerender(<ScannerStatus {...props} online={false} queued={2} />);
      expect(liveRegion()).toHaveTextContent(
        'Connessione assente: i biglietti vengono controllati sul telefono.',
      );

      rerender(<ScannerStatus {...props} online queued={2} />);
      expect(liveRegion()).toHaveTextContent('Connessione tornata.');
      rerender(<ScannerStatus {...props} online queued={2} uploading />);
      rerender(<ScannerStatus {...props} online queued={0} />);
      expect(liveRegion()).toHaveTextContent('Ingressi offline inviati al server.');
    });
  });

  describe('given check-ins the server did not take', () => {
    it('lists each with its verdict, ticket and time until the staff member has seen them', async () => {
      const onDismissProblems = vi.fn();
      const { container } = render(
        <ScannerStatus
          online
          offlineReady
          queued={0}
          synced={synced}
          problems={problems}
          onDismissProblems={onDismissProblems}
        />,
      );

      const alert = screen.getByRole('alert');
      const [usedTwice, refused] = within(alert).getAllByRole('listitem');
      expect(usedTwice).toMatchTextContent(
        'Usato due volteBiglietto già convalidato alle 09:41Biglietto 6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10 · scansionato alle 10:12',
      );
      expect(refused).toMatchTextContent(
        /^Non valido.*Biglietto sconosciuto · scansionato alle 10:05$/,
      );
      await userEvent.click(within(alert).getByRole('button', { name: 'Ho preso nota' }));
      expect(onDismissProblems).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a used-twice scan checked after a call got no answer', () => {
    it('says it may be the same entry', () => {
      render(
        <ScannerStatus
          online
          offlineReady
          queued={0}
          synced={synced}
          problems={[{ ...usedTwice, afterFailedCall: true }]}
        />,
      );
      expect(screen.getByRole('alert')).toMatchTextContent(/quindi forse è lo stesso/);
    });
  });

  describe('given a failed sync', () => {
    it('says why', () => {
      render(
        <ScannerStatus
          online
          offlineReady
          queued={2}
          synced={synced}
          syncError="Accesso riservato allo staff."
        />,
      );
      expect(
        screen.getByText('Ultima sincronizzazione non riuscita: Accesso riservato allo staff.'),
      ).toBeVisible();
    });
  });
});
