import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { VerifyEmailStatus } from './verify-email-status';

const meta = {
  title: 'Accounts/VerifyEmailStatus',
  component: VerifyEmailStatus,
  tags: ['autodocs'],
  args: { status: 'verifying' },
  argTypes: { status: { control: 'inline-radio', options: ['verifying', 'success', 'error'] } },
} satisfies Meta<typeof VerifyEmailStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const { verifyEmail } = messages;

export const Verifying: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: verifyEmail.verifying }),
    ).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: verifyEmail.successIcon })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(/La tua email è stata verificata!/);
    await expect(canvas.getByText('biglietto').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: verifyEmail.goToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Error: Story = {
  args: { status: 'error', message: messages.verifyEmail.errors.invalidVerificationLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: verifyEmail.errorIcon })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      messages.verifyEmail.errors.invalidVerificationLink,
    );
    await expect(canvas.getByRole('link', { name: verifyEmail.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ExampleTheme: Story = {
  args: { status: 'error', message: messages.verifyEmail.errors.verificationFailed },
  globals: { theme: 'example' },
};
