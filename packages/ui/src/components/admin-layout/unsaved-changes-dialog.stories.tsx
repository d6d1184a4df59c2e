import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const meta = {
  title: 'Admin/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  tags: ['autodocs'],
  args: { open: true, onLeave: fn(), onStay: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    // The dialog is portalled to the document's body.
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Resta' })).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Esci senza salvare' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

export const Branding: Story = {
  args: { description: 'Le modifiche all’aspetto non salvate andranno perse.' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Resta' }));
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};
