import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { AdminExports } from './admin-exports';

describe('AdminExports', () => {
  describe('given the three files', () => {
    it('explains each and asks for the one clicked', async () => {
      const onDownload = vi.fn();
      const { container } = render(<AdminExports onDownload={onDownload} />);

      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Partecipanti',
        'Ingressi',
        'Decisioni di matching',
      ]);
      const attendees = screen.getByRole('button', { name: 'Scarica Partecipanti' });
      // The description travels with the button: what the file holds, and that it has no contacts.
      expect(attendees).toHaveAccessibleDescription(/nessun contatto/i);
      await userEvent.click(screen.getByRole('button', { name: 'Scarica Decisioni di matching' }));
      expect(onDownload).toHaveBeenCalledWith('decisions');
      await expectNoAxeViolations(container);
    });
  });

  describe('given a download in progress', () => {
    it('keeps its button busy and the others usable', () => {
      render(
        <AdminExports onDownload={vi.fn()} states={{ checkins: { status: 'downloading' } }} />,
      );

      expect(screen.getByRole('button', { name: 'Preparazione di Ingressi...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Scarica Partecipanti' })).toBeEnabled();
    });
  });

  describe('given a failed download', () => {
    it('says which and why, in Italian', async () => {
      const { container } = render(
        <AdminExports
          onDownload={vi.fn()}
          states={{ attendees: { status: 'error', message: 'Sessione scaduta' } }}
        />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Download di Partecipanti non riuscito: Sessione scaduta',
      );
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
        <AdminExports
          onDownload={vi.fn()}
          states={{
            decisions: { status: 'downloading' },
            attendees: { status: 'done', fileName: 'partecipanti-2026-10-16-0930.csv' },
          }}
        />,
      );

      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    });
  });
});
