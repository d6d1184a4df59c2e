import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { ForgotPasswordForm } from './forgot-password-form';

const meta = {
  title: 'Accounts/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const { forgotPassword } = messages;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'giulia.bianchi@example.it');
    await userEvent.click(canvas.getByRole('button', { name: forgotPassword.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith('giulia.bianchi@example.it');
    await expect(canvas.getByRole('link', { name: forgotPassword.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const MissingEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: forgotPassword.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(forgotPassword.required);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: forgotPassword.submitting }),
    ).toBeDisabled();
  },
};

export const Success: Story = {
  args: { result: { kind: 'success', message: forgotPassword.success } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      forgotPassword.success,
    );
  },
};

export const Error: Story = {
  args: { result: { kind: 'error', message: messages.forgotPassword.errors.forgotPasswordFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      messages.forgotPassword.errors.forgotPasswordFailed,
    );
  },
};

export const ExampleTheme: Story = {
  args: { result: { kind: 'success', message: forgotPassword.success } },
  globals: { theme: 'example' },
};
