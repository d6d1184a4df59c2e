import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { ResetPasswordForm } from './reset-password-form';

const meta = {
  title: 'Accounts/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  args: { hasToken: true, onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const { resetPassword } = messages;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nuova Password/), 'nuovasegreta');
    await userEvent.type(canvas.getByLabelText(/^Conferma la Nuova Password/), 'nuovasegreta');
    await userEvent.click(canvas.getByRole('button', { name: resetPassword.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith('nuovasegreta');
  },
};

export const MissingToken: Story = {
  args: { hasToken: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: resetPassword.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(resetPassword.missingToken);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nuova Password/), 'breve');
    await userEvent.type(canvas.getByLabelText(/^Conferma la Nuova Password/), 'breve');
    await userEvent.click(canvas.getByRole('button', { name: resetPassword.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(resetPassword.passwordTooShort);
    await expect(canvas.getByLabelText(/^Nuova Password/)).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: resetPassword.submitting }),
    ).toBeDisabled();
  },
};

export const Error: Story = {
  args: { result: { kind: 'error', message: 'Il link per reimpostare la password è scaduto.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Il link per reimpostare la password è scaduto.',
    );
  },
};

export const Success: Story = {
  args: { result: { kind: 'success', message: resetPassword.success } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(resetPassword.success);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: resetPassword.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ExampleTheme: Story = {
  args: { result: { kind: 'error', message: messages.resetPassword.errors.resetPasswordFailed } },
  globals: { theme: 'example' },
};
