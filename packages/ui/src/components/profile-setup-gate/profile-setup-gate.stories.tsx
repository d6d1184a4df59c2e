import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { ProfileSetupGate } from './profile-setup-gate';

const meta = {
  title: 'Matches/ProfileSetupGate',
  component: ProfileSetupGate,
  tags: ['autodocs'],
  args: {
    user: {
      first_name: 'Giulia',
      last_name: 'Bianchi',
      employment_type: 'employee',
      company_name: 'Bianchi Srl',
      seeking: null,
      description: null,
    },
    onSubmit: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ProfileSetupGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const { setup } = messages.matches;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: setup.title })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Cosa cerchi/ }), ' Fornitori ');
    await userEvent.type(canvas.getByRole('textbox', { name: /La tua descrizione/ }), 'Buyer');
    await userEvent.click(canvas.getByRole('button', { name: setup.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      seeking: 'Fornitori',
      description: 'Buyer',
      first_name: 'Giulia',
      last_name: 'Bianchi',
      employment_type: 'employee',
      company_name: 'Bianchi Srl',
    });
  },
};

/** Each required text has an example under it, read as the field's description. */
export const WithHints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Cosa cerchi/ })).toHaveAccessibleDescription(
      setup.seekingHint,
    );
    await expect(
      canvas.getByRole('textbox', { name: /La tua descrizione/ }),
    ).toHaveAccessibleDescription(setup.descriptionHint);
    await expect(canvas.getByText(setup.seekingHint)).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Cosa cerchi/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: setup.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(setup.required);
    await expect(canvas.getByRole('textbox', { name: /Cosa cerchi/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptyUser: Story = {
  args: {
    user: {
      first_name: null,
      last_name: null,
      employment_type: null,
      company_name: null,
      seeking: 'Fornitori',
      description: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Sono un/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Cosa cerchi/ })).toHaveValue('Fornitori');
  },
};

export const SaveFailed: Story = {
  args: {
    user: { ...meta.args.user, seeking: 'Fornitori', description: 'Buyer' },
    onSubmit: fn(() => Promise.reject(new Error('Testo troppo lungo.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: setup.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Errore nell'aggiornamento del profilo: Testo troppo lungo.",
    );
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: setup.submit })).toBeEnabled();
  },
};
