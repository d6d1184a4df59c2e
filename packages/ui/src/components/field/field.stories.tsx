import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { Button } from '../button';
import { Input } from '../input';
import { Select } from '../select';
import { Textarea } from '../textarea';
import { Field } from './field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: messages.login.email,
    children: <Input type="email" />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: messages.profile.seeking,
    hint: 'Descrivi prodotti o servizi che ti interessano.',
    children: <Textarea />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'Descrivi prodotti o servizi che ti interessano.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const WithError: Story = {
  args: { error: messages.login.required },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(messages.login.required);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.login.required);
  },
};

export const WithSelect: Story = {
  args: {
    label: messages.register.employmentType,
    children: (
      <Select defaultValue="private">
        <option value="private">{messages.employment.private}</option>
        <option value="self_employed">{messages.employment.self_employed}</option>
        <option value="employee">{messages.employment.employee}</option>
      </Select>
    ),
  },
};

function ValidatedEmail() {
  const [error, setError] = React.useState<string>();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const email = new FormData(event.currentTarget).get('email');
        setError(email ? undefined : messages.forgotPassword.required);
      }}
    >
      <Field label={messages.forgotPassword.email} error={error} required>
        <Input name="email" type="email" />
      </Field>
      <Button type="submit">{messages.forgotPassword.submit}</Button>
    </form>
  );
}

export const ErrorAfterSubmit: Story = {
  render: () => <ValidatedEmail />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Invia email' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Per favore inserisci la tua email',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'anna@esempio.it');
    await userEvent.click(canvas.getByRole('button', { name: 'Invia email' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
