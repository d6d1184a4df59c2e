import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { Alert } from './alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { children: messages.forgotPassword.success },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { variant: 'info', children: messages.validate.validating } };

export const Success: Story = {
  args: { variant: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.forgotPassword.success,
    );
  },
};

export const Error: Story = {
  args: {
    variant: 'error',
    title: messages.validate.error,
    children: 'Stato: 500 — Errore: Errore sconosciuto',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      messages.validate.error,
    );
  },
};
