import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Elimina Officine Rossi
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Eliminare Officine Rossi?"
        description="Non si può annullare."
        confirmLabel="Elimina"
        busyLabel="Eliminazione..."
        onConfirm={() => Promise.resolve()}
        {...props}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  describe('when opened', () => {
    it('asks as an alert dialog, with the focus on Annulla', async () => {
      render(<Harness />);
      await userEvent.click(screen.getByRole('button', { name: 'Elimina Officine Rossi' }));

      const dialog = await screen.findByRole('alertdialog', { name: 'Eliminare Officine Rossi?' });
      expect(dialog).toHaveAccessibleDescription('Non si può annullare.');
      expect(screen.getByRole('button', { name: 'Annulla' })).toHaveFocus();
      await expectNoAxeViolations(dialog);
    });
  });

  describe('when cancelled', () => {
    it('does nothing and gives the focus back', async () => {
      const onConfirm = vi.fn(() => Promise.resolve());
      render(<Harness onConfirm={onConfirm} />);
      const trigger = screen.getByRole('button', { name: 'Elimina Officine Rossi' });
      await userEvent.click(trigger);
      await userEvent.keyboard('{Enter}');

      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onConfirm).not.toHaveBeenCalled();
      await expect.poll(() => document.activeElement).toBe(trigger);
    });
  });

  describe('when confirmed and the action fails', () => {
    it('stays open with the reason in Italian', async () => {
      render(<Harness onConfirm={() => Promise.reject(new Error('Azienda non trovata.'))} />);
      await userEvent.click(screen.getByRole('button', { name: 'Elimina Officine Rossi' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Elimina' }));

      expect(await screen.findByRole('alert')).toMatchTextContent(
        'Operazione non riuscita: Azienda non trovata.',
      );
      expect(screen.getByRole('alertdialog')).toBeVisible();
    });
  });

  describe('when confirmed and the action succeeds', () => {
    it('closes', async () => {
      const onConfirm = vi.fn(() => Promise.resolve());
      render(<Harness onConfirm={onConfirm} />);
      await userEvent.click(screen.getByRole('button', { name: 'Elimina Officine Rossi' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Elimina' }));

      expect(onConfirm).toHaveBeenCalledOnce();
      await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    });
  });
});
