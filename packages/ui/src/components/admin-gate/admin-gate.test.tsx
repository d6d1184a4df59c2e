import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { AdminGate } from './admin-gate';
import { gateDashboard, updatedAt } from './gate-fixtures';

describe('AdminGate', () => {
  describe('given the figures', () => {
    it('shows the counts, the policy in words and when they were taken', async () => {
      const { container } = render(
        <AdminGate status="success" dashboard={gateDashboard} updatedAt={updatedAt} />,
      );

      expect(screen.getByRole('heading', { level: 1 })).toMatchTextContent('Ingressi');
      expect(screen.getByText('Aggiornato alle 11:04:05')).toBeVisible();
      expect(screen.getByText('Oggi è venerdì 16 ottobre 2026')).toBeVisible();
      const [today, total] = screen.getAllByRole('definition');
      expect(today).toMatchTextContent('1234');
      expect(total).toMatchTextContent('15.678');
      expect(screen.getByText('Rientro nello stesso giorno: non consentito')).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('gives screen readers every hour as a table, the empty ones included', () => {
      render(<AdminGate status="success" dashboard={gateDashboard} updatedAt={updatedAt} />);

      const table = screen.getByRole('table', { name: /per fascia oraria/ });
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      expect(rows).toEqual(['09–10412', '10–11530', '11–120', '12–13292']);
    });

    it('names each staff member, and a deleted account as such', () => {
      render(<AdminGate status="success" dashboard={gateDashboard} updatedAt={updatedAt} />);

      const table = screen.getByRole('table', { name: /ciascun addetto/ });
      expect(within(table).getByRole('rowheader', { name: 'Giulia Bianchi' })).toBeVisible();
      expect(within(table).getByRole('rowheader', { name: 'Account eliminato' })).toBeVisible();
    });
  });

  // Issue 18: what phones checked without network reached the dashboard's API but not its page.
  describe('given scans sent later by phones without network', () => {
    it('counts them and lists the ones that were no clean entry, newest first', async () => {
      const { container } = render(
        <AdminGate status="success" dashboard={gateDashboard} updatedAt={updatedAt} />,
      );

      const section = screen.getByRole('region', { name: 'Ingressi senza rete' });
      expect(section).toMatchTextContent(/Scansioni arrivate oggi da telefoni senza rete\s*57/);
      const table = within(section).getByRole('table', { name: /scansioni senza rete/ });
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      expect(rows).toEqual([
        '10:12Usato due volteBiglietto già convalidato alle 09:41',
        '09:58Non validoBiglietto revocato.',
      ]);
      await expectNoAxeViolations(container);
    });

    it('says when every one was a clean entry', () => {
      render(
        <AdminGate
          status="success"
          dashboard={{ ...gateDashboard, offline: { received: 3, problems: [] } }}
        />,
      );
      expect(
        screen.getByText('Nessun problema: ogni scansione senza rete era un ingresso regolare.'),
      ).toBeVisible();
    });
  });

  describe('given re-entry is allowed', () => {
    it('says so', () => {
      render(<AdminGate status="success" dashboard={{ ...gateDashboard, reentry: 'allow' }} />);
      expect(screen.getByText('Rientro nello stesso giorno: consentito')).toBeVisible();
    });
  });

  describe('given the first load failed', () => {
    it('says why in Italian and offers Riprova', async () => {
      const onRetry = vi.fn();
      render(
        <AdminGate
          status="error"
          error="Errore di rete: controlla la connessione"
          onRetry={onRetry}
        />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Impossibile caricare gli ingressi: Errore di rete: controlla la connessione',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('given a refresh failed after a load', () => {
    it('keeps the last figures and says how old they are', async () => {
      const { container } = render(
        <AdminGate
          status="success"
          dashboard={gateDashboard}
          updatedAt={updatedAt}
          refreshError="Errore di rete: controlla la connessione"
          onRetry={vi.fn()}
        />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(/quelli delle 11:04:05/);
      expect(screen.getAllByRole('definition')[0]).toMatchTextContent('1234');
      await expectNoAxeViolations(container);
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    afterEach(async () => {
      await page.viewport(414, 896);
    });

    it('never scrolls sideways', async () => {
      await page.viewport(320, 640);
      render(
        <AdminGate
          status="success"
          dashboard={{
            ...gateDashboard,
            per_staff: [
              { staff_id: 1, name: 'Maria Antonietta Bartolomei-Squarcialupi', count: 12345 },
            ],
          }}
          updatedAt={updatedAt}
          refreshError="Errore di rete: controlla la connessione"
          onRetry={vi.fn()}
        />,
      );

      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    });
  });
});
