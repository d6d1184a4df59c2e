import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { LoginForm } from './login-form';

const meta = {
  title: 'Accounts/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onResendVerification: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const { login } = messages;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), ' giulia.bianchi@example.it ');
    await userEvent.type(canvas.getByLabelText(/Password/), 'segreta123');
    await userEvent.click(canvas.getByRole('button', { name: login.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'giulia.bianchi@example.it',
      password: 'segreta123',
    });
    await expect(canvas.getByRole('link', { name: login.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: login.notRegistered })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const MissingFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'giulia.bianchi@example.it');
    await userEvent.click(canvas.getByRole('button', { name: login.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(login.required);
    await expect(canvas.getByLabelText(/Password/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Password/)).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: login.submitting }),
    ).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Email o password non corretti.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Email o password non corretti.',
    );
  },
};

export const EmailNotVerified: Story = {
  args: {
    error: 'Devi verificare la tua email prima di accedere.',
    emailNotVerified: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'giulia.bianchi@example.it');
    await userEvent.click(canvas.getByRole('button', { name: login.resendVerification }));
    await expect(args.onResendVerification).toHaveBeenCalledWith('giulia.bianchi@example.it');
  },
};

export const Resending: Story = {
  args: { ...EmailNotVerified.args, resending: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: login.resending }),
    ).toBeDisabled();
  },
};

export const VerificationResent: Story = {
  args: {
    ...EmailNotVerified.args,
    resendResult: { kind: 'success', message: login.resendSuccess },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(login.resendSuccess);
  },
};

export const ExampleTheme: Story = {
  args: { ...EmailNotVerified.args },
  globals: { theme: 'example' },
};
