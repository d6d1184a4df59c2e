import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { Field } from '../field';
import { Input } from '../input';
import { AdminDialog } from './admin-dialog';

const meta = {
  title: 'Admin/AdminDialog',
  component: AdminDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Nuova azienda',
    description: 'I campi con * sono obbligatori; un campo lasciato vuoto viene cancellato.',
    children: (
      <Field label="Nome" required>
        <Input data-autofocus />
      </Field>
    ),
  },
} satisfies Meta<typeof AdminDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('textbox', { name: /Nome/ })).toHaveFocus();
  },
};

/** The whole screen on a phone. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

export const Busy: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Chiudi' })).toBeDisabled();
  },
};
