import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FormRejection } from '../admin-layout/form-rejection';
import { adminVendors, officineRossi } from './vendor-fixtures';
import { VendorForm } from './vendor-form';

const meta = {
  title: 'Admin/VendorForm',
  component: VendorForm,
  tags: ['autodocs'],
  args: {
    onSubmit: fn(() => Promise.resolve()),
    onCancel: fn(),
    onUploadLogo: fn(() => Promise.resolve('/favicon.svg')),
  },
} satisfies Meta<typeof VendorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  args: { onUploadLogo: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nome/), 'Officine Rossi');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Officine Rossi', stand: null }),
    );
  },
};

export const Edit: Story = { args: { vendor: officineRossi() } };

export const JustAdded: Story = {
  args: { vendor: adminVendors()[1], notice: 'Caffè Aurora aggiunta. Ora puoi caricarne il logo.' },
};

/** The server's 422: each reason beside its field. */
export const Refused: Story = {
  args: {
    vendor: officineRossi(),
    onSubmit: fn(() =>
      Promise.reject(
        new FormRejection('Azienda non salvata: correggi i campi indicati.', [
          { path: 'website', message: 'Indirizzo web non valido.' },
        ]),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(canvas.getByLabelText('Sito web')).toHaveAccessibleDescription(
      /Indirizzo web non valido/,
    );
  },
};

export const Phone: Story = {
  args: { vendor: officineRossi() },
  globals: { viewport: { value: 'mobile1' } },
};
