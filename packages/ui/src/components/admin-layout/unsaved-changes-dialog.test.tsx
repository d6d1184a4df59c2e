import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

function Harness({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Programma
      </button>
      <UnsavedChangesDialog
        open={open}
        onLeave={() => {
          setOpen(false);
          onLeave();
        }}
        onStay={() => {
          setOpen(false);
          onStay();
        }}
      />
    </>
  );
}

describe('UnsavedChangesDialog', () => {
  describe('when opened', () => {
    it("asks in Italian, with the focus on 'Resta'", async () => {
      render(<Harness onLeave={vi.fn()} onStay={vi.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Programma' }));

      const dialog = await screen.findByRole('alertdialog', { name: 'Uscire senza salvare?' });
      expect(dialog).toHaveAccessibleDescription('Le modifiche non salvate andranno perse.');
      expect(screen.getByRole('button', { name: 'Resta' })).toHaveFocus();
      await expectNoAxeViolations(dialog);
    });
  });

  describe("when 'Esci senza salvare' is pressed", () => {
    it('leaves, and only leaves', async () => {
      const onLeave = vi.fn();
      const onStay = vi.fn();
      render(<Harness onLeave={onLeave} onStay={onStay} />);
      await userEvent.click(screen.getByRole('button', { name: 'Programma' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Esci senza salvare' }));

      await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
      expect(onLeave).toHaveBeenCalledOnce();
      expect(onStay).not.toHaveBeenCalled();
    });
  });

  describe("when 'Resta' or Esc is pressed", () => {
    it('stays and gives the focus back', async () => {
      const onLeave = vi.fn();
      const onStay = vi.fn();
      render(<Harness onLeave={onLeave} onStay={onStay} />);
      await userEvent.click(screen.getByRole('button', { name: 'Programma' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Resta' }));
      await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Programma' })).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: 'Programma' }));
      await screen.findByRole('alertdialog');
      await userEvent.keyboard('{Escape}');

      await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
      expect(onStay).toHaveBeenCalledTimes(2);
      expect(onLeave).not.toHaveBeenCalled();
    });
  });
});
