import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Admin/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Eliminare Officine Rossi?',
    description:
      'Con l’azienda vanno via il suo logo e le decisioni di matching dei visitatori su di lei. Non si può annullare.',
    confirmLabel: 'Elimina',
    busyLabel: 'Eliminazione...',
    onConfirm: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ args, canvasElement }) => {
    // The dialog is portalled to the document's body.
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Elimina' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Default: Story = {
  args: {
    tone: 'default',
    title: 'Cambiare il ruolo di Giulia Bianchi?',
    description: 'Da Partecipante a Staff.',
    confirmLabel: 'Cambia ruolo',
    busyLabel: 'Cambio in corso...',
  },
};

export const Failed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Azienda non trovata.'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Elimina' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Operazione non riuscita: Azienda non trovata.',
    );
  },
};
