import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { demoMapUrl, vendorProfile } from '../../test/fair-fixtures';
import { VendorDetail } from './vendor-detail';

const meta = {
  title: 'Exhibitors/VendorDetail',
  component: VendorDetail,
  tags: ['autodocs'],
  // The fixture's logo path exists only on the app's server; any picture shows the layout.
  args: {
    status: 'success',
    vendor: { ...vendorProfile, logo_path: demoMapUrl },
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VendorDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Caffè Nero Srl' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /www\.caffenero\.example/ })).toHaveAttribute(
      'href',
      'https://www.caffenero.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Indietro/ }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Minimal: Story = {
  args: {
    vendor: {
      ...vendorProfile,
      logo_path: null,
      stand: null,
      website: null,
      address: null,
      email: null,
      telephone: null,
      description: null,
      page_view_count: 0,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Visualizzazioni della pagina: 0')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', vendor: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.common.loading,
    );
  },
};

export const Error: Story = {
  args: { status: 'error', vendor: undefined, error: 'Azienda non trovata' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Caricamento non riuscito: Azienda non trovata',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Visualizzazioni della pagina: 42')).toBeVisible();
  },
};
