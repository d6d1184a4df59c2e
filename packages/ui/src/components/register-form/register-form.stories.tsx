import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { RegisterForm } from './register-form';

const meta = {
  title: 'Accounts/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const { register } = messages;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(register.companyName)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Email/), 'giulia.bianchi@example.it');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: register.employmentType }),
      'employee',
    );
    await userEvent.type(canvas.getByLabelText(register.companyName), 'Bianchi Srl');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'segreta123');
    await userEvent.type(canvas.getByLabelText(/^Conferma password/), 'segreta123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: register.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'giulia.bianchi@example.it',
      password: 'segreta123',
      employment_type: 'employee',
      company_name: 'Bianchi Srl',
      privacy_consent: true,
    });
  },
};

export const MissingFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: register.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(register.required);
    await expect(canvas.getByLabelText(/^Email/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'giulia.bianchi@example.it');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'segreta123');
    await userEvent.type(canvas.getByLabelText(/^Conferma password/), 'segreta124');
    await userEvent.click(canvas.getByRole('button', { name: register.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(register.passwordMismatch);
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: register.submitting }),
    ).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Esiste già un account con questa email.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Esiste già un account con questa email.',
    );
  },
};

export const ExampleTheme: Story = {
  args: { error: messages.register.errors.registrationFailed },
  globals: { theme: 'example' },
};
