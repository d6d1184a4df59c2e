import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { ProfileDetails } from './profile-details';

const meta = {
  title: 'Profile/ProfileDetails',
  component: ProfileDetails,
  tags: ['autodocs'],
  args: {
    user: {
      email: 'giulia.bianchi@example.it',
      first_name: 'Giulia',
      last_name: 'Bianchi',
      phone_number: '+39 333 1234567',
      employment_type: 'employee',
      company_name: 'Bianchi Srl',
      seeking: 'Fornitori di packaging sostenibile',
      description: 'Buyer per una catena di negozi di alimentari in Lombardia.',
      created_at: '2026-10-01T09:00:00.000Z',
      last_login: '2026-10-16T08:30:00.000Z',
    },
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const { profile } = messages;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dipendente')).toBeVisible();
    await expect(canvas.getByText('Fornitori di packaging sostenibile')).toBeVisible();
  },
};

export const EmptyMatchTexts: Story = {
  args: { user: { ...meta.args.user, seeking: null, description: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(profile.seekingEmpty)).toBeVisible();
    await expect(canvas.getByText(profile.descriptionEmpty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(profile.loadingUser);
  },
};

export const Editing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifica Fiera MATCH' }));
    const seeking = canvas.getByRole('textbox', { name: /Cosa cerchi/ });
    await userEvent.clear(seeking);
    await userEvent.type(seeking, '  Distributori ');
    await userEvent.click(canvas.getByRole('button', { name: messages.profile.save }));
    await expect(args.onSave).toHaveBeenCalledWith({
      seeking: 'Distributori',
      description: 'Buyer per una catena di negozi di alimentari in Lombardia.',
    });
  },
};

export const EmptyFieldsRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifica Fiera MATCH' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /La tua descrizione/ }));
    await userEvent.click(canvas.getByRole('button', { name: messages.profile.save }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(profile.fieldsRequired);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifica Fiera MATCH' }));
    await userEvent.click(canvas.getByRole('button', { name: messages.profile.save }));
    await expect(canvas.getByRole('button', { name: messages.profile.saving })).toBeDisabled();
  },
};

export const SaveError: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Sessione scaduta'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifica Fiera MATCH' }));
    await userEvent.click(canvas.getByRole('button', { name: messages.profile.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Errore nell'aggiornamento: Sessione scaduta",
    );
  },
};

/** The same screen in the second example theme: a rebrand needs no code change. */
export const ExampleTheme: Story = { ...Default, globals: { theme: 'example' } };
