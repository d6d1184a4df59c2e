import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { vendorProfile } from '../../test/fair-fixtures';
import { brokenLogoUrl, logoDataUrl } from '../vendor-logo/logo-fixtures';
import { VendorDetail } from './vendor-detail';

const meta = {
  title: 'Exhibitors/VendorDetail',
  component: VendorDetail,
  tags: ['autodocs'],
  // The fixture's logo path exists only on the app's server: a picture that needs none.
  args: {
    status: 'success',
    vendor: { ...vendorProfile, logo_path: logoDataUrl('CN', '#7c2d12') },
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
    await expect(canvas.getByRole('link', { name: 'Vedi sulla mappa' })).toHaveAttribute(
      'href',
      '/map?stand=A01',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Indietro/ }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const BrokenLogo: Story = {
  args: { vendor: { ...vendorProfile, logo_path: brokenLogoUrl } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('CN')).toBeVisible());
  },
};

/** A 320 px phone: a long name, web address and e-mail wrap instead of widening the page. */
export const LongTextsOnSmallPhone: Story = {
  args: {
    vendor: {
      ...vendorProfile,
      logo_path: null,
      name: 'Consorzioditutelaeprotezionedeiprodottitipicidellavalleseriana Soc. Coop.',
      website:
        'https://www.consorzioditutelaeprotezionedeiprodottitipicidellavalleseriana.example.it/chi-siamo',
      email: 'ufficiocommercialeeamministrazione@consorzioditutelavalleseriana.example.it',
    },
  },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    const card = within(phone).getByRole('article');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    // Nothing pokes out of the card either, not even past its padding.
    const inner =
      card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
    for (const element of card.querySelectorAll('h1, p, a, dd')) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(inner + 0.5);
    }
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
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Visualizzazioni della pagina: 0')).toBeVisible();
    // No logo: the initials; no stand: no way to the map.
    await expect(canvas.getByText('CN')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Vedi sulla mappa' })).toBeNull();
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
