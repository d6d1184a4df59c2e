import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FormRejection } from '../admin-layout/form-rejection';
import { AdminVendors, type AdminVendorsProps } from './admin-vendors';
import { adminVendors, officineRossi } from './vendor-fixtures';

const meta = {
  title: 'Admin/AdminVendors',
  component: AdminVendors,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'success',
    vendors: adminVendors(),
    onRetry: fn(),
    onCreate: fn<AdminVendorsProps['onCreate']>((input) =>
      Promise.resolve({ id: 99, version: 1, ...input }),
    ),
    onUpdate: fn<AdminVendorsProps['onUpdate']>((vendor, input) =>
      Promise.resolve({ ...vendor, ...input, version: vendor.version + 1 }),
    ),
    onDelete: fn(() => Promise.resolve()),
    onUploadLogo: fn<AdminVendorsProps['onUploadLogo']>((id) =>
      Promise.resolve({ ...officineRossi(), id, logo_path: '/favicon.svg' }),
    ),
    onImport: fn<AdminVendorsProps['onImport']>(() =>
      Promise.resolve({
        ok: true as const,
        summary: {
          kind: 'vendors' as const,
          total: 2,
          inserted: 1,
          updated: 1,
          unchanged: 0,
          dry_run: true,
        },
      }),
    ),
  },
} satisfies Meta<typeof AdminVendors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'A12');
    await expect(await canvas.findByText('1 azienda')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', vendors: undefined } };

export const LoadFailed: Story = {
  args: { status: 'error', vendors: undefined, error: 'Errore di rete: controlla la connessione' },
};

export const Empty: Story = { args: { vendors: [] } };

/** A save the server refuses: its reasons beside the fields. */
export const SaveRefused: Story = {
  args: {
    onUpdate: fn<AdminVendorsProps['onUpdate']>(() =>
      Promise.reject(
        new FormRejection('Azienda non salvata: correggi i campi indicati.', [
          { path: 'email', message: 'Indirizzo email non valido.' },
        ]),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifica Officine Rossi' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Salva' }));
    await expect(await body.findByText('Indirizzo email non valido.')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

export const TerracottaFair: Story = { globals: { fair: 'terracotta' } };
