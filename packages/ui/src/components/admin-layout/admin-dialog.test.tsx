import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { AdminDialog, type AdminDialogProps } from './admin-dialog';

function Harness(props: Partial<AdminDialogProps>) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aggiungi azienda
      </button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title="Nuova azienda"
        description="I campi con * sono obbligatori."
        {...props}
      >
        <label>
          Nome <input data-autofocus />
        </label>
      </AdminDialog>
    </>
  );
}

describe('AdminDialog', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  describe('when opened', () => {
    it('is a named dialog with the focus on its first field', async () => {
      render(<Harness />);
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi azienda' }));

      const dialog = await screen.findByRole('dialog', { name: 'Nuova azienda' });
      expect(dialog).toHaveAccessibleDescription('I campi con * sono obbligatori.');
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
      await expectNoAxeViolations(dialog);
    });

    it('closes with Chiudi and gives the focus back', async () => {
      render(<Harness />);
      const trigger = screen.getByRole('button', { name: 'Aggiungi azienda' });
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Chiudi' }));

      expect(screen.queryByRole('dialog')).toBeNull();
      // Radix moves it on the next task.
      await expect.poll(() => document.activeElement).toBe(trigger);
    });
  });

  describe('while a save runs', () => {
    it('cannot be closed', async () => {
      render(<Harness dismissible={false} />);
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi azienda' }));
      await userEvent.keyboard('{Escape}');

      expect(screen.getByRole('dialog')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Chiudi' })).toBeDisabled();
    });
  });

  describe('on a phone', () => {
    it('fills the screen', async () => {
      await page.viewport(390, 844);
      render(<Harness />);
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi azienda' }));

      const box = (await screen.findByRole('dialog')).getBoundingClientRect();
      expect(box.width).toBe(390);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });
  });
});
