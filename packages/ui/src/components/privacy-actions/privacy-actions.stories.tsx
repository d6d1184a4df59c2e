import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { PrivacyActions } from './privacy-actions';

const meta = {
  title: 'Profile/PrivacyActions',
  component: PrivacyActions,
  tags: ['autodocs'],
  args: {
    onExport: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof PrivacyActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const { data } = messages.profile;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: data.export }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('status')).toHaveTextContent(data.exportDone);
  },
};

export const ExportFailed: Story = {
  args: { onExport: fn(() => Promise.reject(new Error('Sessione scaduta'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: data.export }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sessione scaduta');
  },
};

// The dialog is portalled to <body>, outside the story's canvas.
export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: data.delete }));
    const dialog = await screen.findByRole('dialog', { name: data.deleteTitle });
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'segreta123');
    await userEvent.click(within(dialog).getByRole('button', { name: data.confirmDelete }));
    await expect(args.onDelete).toHaveBeenCalledWith('segreta123');
  },
};

export const DeleteRefused: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('Password non corretta.'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: data.delete }));
    const dialog = await screen.findByRole('dialog', { name: data.deleteTitle });
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'sbagliata');
    await userEvent.click(within(dialog).getByRole('button', { name: data.confirmDelete }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Password non corretta.',
    );
  },
};

/** The same screen in the second example theme: a rebrand needs no code change. */
export const ExampleTheme: Story = { ...Default, globals: { theme: 'example' } };
