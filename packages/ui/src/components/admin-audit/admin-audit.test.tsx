import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { AdminAudit, type AuditAction } from './admin-audit';
import { auditEntries } from './audit-fixtures';

describe('AdminAudit', () => {
  describe('given a page of the log', () => {
    it('says when, who and what in Italian words, with the target', async () => {
      const { container } = render(
        <AdminAudit status="success" entries={auditEntries()} hasMore onLoadMore={vi.fn()} />,
      );

      const items = within(screen.getByRole('list', { name: 'Attività' })).getAllByRole('listitem');
      expect(items).toHaveLength(14);
      const first = within(items[0] as HTMLElement);
      expect(first.getByText('Aspetto e dati della fiera aggiornati')).toBeVisible();
      expect(first.getByText('Expo Terra')).toBeVisible();
      // 09:30 UTC is 11:30 at the fair (Europe/Rome, summer time).
      expect(first.getByText('16/10/26, 11:30:00')).toBeVisible();
      expect(first.getByText('organizzatrice@fiera.example')).toBeVisible();
      expect(within(items[3] as HTMLElement).getByText('n. 41')).toBeVisible();
      expect(within(items[6] as HTMLElement).getByText(/\(account eliminato\)$/)).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('names the server itself on a line no admin wrote (the start-up’s admin account)', () => {
      render(
        <AdminAudit
          status="success"
          entries={[
            {
              id: 1,
              at: '2026-10-16T07:00:00Z',
              actor_id: null,
              actor_email: '',
              action: 'account.role',
              target: '1',
              summary: 'Account capo@fiera.example creato come Amministratore all’avvio',
            },
          ]}
        />,
      );
      expect(screen.getByText('Sistema (avvio del server)')).toBeVisible();
    });

    /** A line of the fixtures, by its action. */
    const entryOf = (action: AuditAction) => {
      const entry = auditEntries().find((line) => line.action === action);
      if (!entry) throw new Error(`no ${action} line in the fixtures`);
      return entry;
    };

    // Back-office review: the log said 'decisions', 'vendors'… for what was exported or imported,
    // and '1 righe' for an export of one line.
    it.each([
      ['export.download', 'attendees', 'partecipanti'],
      ['export.download', 'checkins', 'ingressi'],
      ['export.download', 'decisions', 'decisioni'],
      ['catalogue.import', 'vendors', 'aziende'],
      ['catalogue.import', 'events', 'eventi'],
    ] as const)('names the target of %s %s in Italian', (action, target, italian) => {
      render(
        <AdminAudit status="success" entries={[{ ...entryOf(action), target, summary: null }]} />,
      );
      const item = within(screen.getByRole('listitem'));
      expect(item.getByText(italian)).toBeVisible();
      expect(item.queryByText(target)).toBeNull();
    });

    it('says an export of one line in the singular', () => {
      const exported = entryOf('export.download');
      render(
        <AdminAudit
          status="success"
          entries={[
            { ...exported, id: 2, summary: 'Esportazione decisioni sulle aziende: 1 righe' },
            { ...exported, id: 1, summary: 'Esportazione partecipanti: 11 righe' },
          ]}
        />,
      );
      expect(screen.getByText('Esportazione decisioni sulle aziende: 1 riga')).toBeVisible();
      expect(screen.getByText('Esportazione partecipanti: 11 righe')).toBeVisible();
    });

    it('labels every action of the API', () => {
      render(<AdminAudit status="success" entries={auditEntries()} />);
      const labels = screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
      expect(new Set(labels).size).toBe(14);
      expect(labels.every((label) => label && !label.includes('.'))).toBe(true);
    });
  });

  describe('when Carica altri brings older lines', () => {
    it('asks for them and moves the focus to the first new line', async () => {
      const onLoadMore = vi.fn();
      const firstPage = auditEntries(40).slice(0, 5);
      const { rerender } = render(
        <AdminAudit status="success" entries={firstPage} hasMore onLoadMore={onLoadMore} />,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Carica altri' }));
      expect(onLoadMore).toHaveBeenCalledOnce();
      rerender(
        <AdminAudit
          status="success"
          entries={[...firstPage, ...auditEntries(35).slice(0, 3)]}
          hasMore={false}
          onLoadMore={onLoadMore}
        />,
      );

      expect(screen.getAllByRole('listitem')[5]).toHaveFocus();
      expect(screen.getByText('Fine del registro.')).toBeVisible();
    });
  });

  describe('given the log failed to load', () => {
    it('says why and offers Riprova', async () => {
      const onRetry = vi.fn();
      render(<AdminAudit status="error" error="Sessione scaduta" onRetry={onRetry} />);

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Impossibile caricare il registro: Sessione scaduta',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    afterEach(async () => {
      await page.viewport(414, 896);
    });

    it('never scrolls sideways', async () => {
      await page.viewport(320, 640);
      render(<AdminAudit status="success" entries={auditEntries()} hasMore onLoadMore={vi.fn()} />);

      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    });
  });
});
