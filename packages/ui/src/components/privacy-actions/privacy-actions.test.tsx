import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { PrivacyActions } from './privacy-actions';

const resolved = () => vi.fn(() => Promise.resolve());

async function openDeleteDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Elimina account' }));
  return screen.getByRole('dialog', { name: "Eliminare l'account?" });
}

describe('PrivacyActions', () => {
  describe('when the user downloads their data', () => {
    it('asks the app for the export and confirms it', async () => {
      const onExport = resolved();
      const { container } = render(<PrivacyActions onExport={onExport} onDelete={resolved()} />);

      await userEvent.click(screen.getByRole('button', { name: 'Scarica i miei dati' }));

      expect(onExport).toHaveBeenCalledOnce();
      expect(await screen.findByRole('status')).toMatchTextContent(
        'Download dei tuoi dati avviato.',
      );
      await expectNoAxeViolations(container);
    });

    it('shows why the export failed', async () => {
      const onExport = vi.fn(() => Promise.reject(new Error('Sessione scaduta')));
      render(<PrivacyActions onExport={onExport} onDelete={resolved()} />);

      await userEvent.click(screen.getByRole('button', { name: 'Scarica i miei dati' }));

      expect(await screen.findByRole('alert')).toMatchTextContent(
        'Download dei dati non riuscito: Sessione scaduta',
      );
    });
  });

  describe('when the user deletes the account', () => {
    it('asks for the password in a dialog before deleting', async () => {
      const onDelete = resolved();
      render(<PrivacyActions onExport={resolved()} onDelete={onDelete} />);

      const dialog = await openDeleteDialog();
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Elimina definitivamente' }),
      );
      expect(within(dialog).getByRole('alert')).toMatchTextContent(
        "Inserisci la password per confermare l'eliminazione.",
      );
      expect(onDelete).not.toHaveBeenCalled();
      await expectNoAxeViolations(dialog);

      await userEvent.type(within(dialog).getByLabelText(/Password/), 'segreta123');
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Elimina definitivamente' }),
      );

      expect(onDelete).toHaveBeenCalledWith('segreta123');
    });

    it('keeps the dialog open with the reason when the deletion is refused', async () => {
      const onDelete = vi.fn(() => Promise.reject(new Error('Password non corretta.')));
      render(<PrivacyActions onExport={resolved()} onDelete={onDelete} />);

      const dialog = await openDeleteDialog();
      await userEvent.type(within(dialog).getByLabelText(/Password/), 'sbagliata');
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Elimina definitivamente' }),
      );

      expect(await within(dialog).findByRole('alert')).toMatchTextContent(
        "Eliminazione dell'account non riuscita: Password non corretta.",
      );
    });

    it('does nothing on Annulla', async () => {
      const onDelete = resolved();
      render(<PrivacyActions onExport={resolved()} onDelete={onDelete} />);

      const dialog = await openDeleteDialog();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onDelete).not.toHaveBeenCalled();
    });
  });
});
