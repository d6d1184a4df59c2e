import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { BrandProvider, defaultFairConfig } from '../../brand';
import { messages } from '../../i18n/messages/all';
import { exhibitors, manyVendors } from '../../test/fair-fixtures';
import { fullText } from '../../test/full-text';
import { longNameVendor, mapExhibitors } from '../fair-map/map-fixtures';
import { VendorDirectory } from './vendor-directory';

const meta = {
  title: 'Exhibitors/VendorDirectory',
  component: VendorDirectory,
  tags: ['autodocs'],
  args: { status: 'success', vendors: exhibitors, onRetry: fn() },
} satisfies Meta<typeof VendorDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link')
    .map((link) => link.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(linkNames(canvasElement)).toEqual([
      'Automazioni Spa',
      'Birrificio Alpino',
      'Caffè Nero Srl',
      'Énergie Solaire',
      'zeta Ricambi',
    ]);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: messages.vendors.searchLabel }),
      'energie',
    );
    await expect(linkNames(canvasElement)).toEqual(['Énergie Solaire']);
  },
};

/** With logos, without (initials) and with a broken one (initials once it fails). */
export const Logos: Story = {
  args: { vendors: mapExhibitors },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (name: string) => canvas.getByRole('link', { name }).closest('li') as HTMLElement;
    await expect(within(row('zeta Ricambi')).getByRole('presentation')).toBeVisible();
    await expect(within(row('zeta Ricambi')).getByText(fullText('Stand B07'))).toBeVisible();
    await expect(within(row('Automazioni Spa')).getByText('AS')).toBeVisible();
    await waitFor(() => expect(within(row('Birrificio Alpino')).getByText('BA')).toBeVisible());
  },
};

/** A 320 px phone: a name with no break opportunity wraps instead of widening the page. */
export const LongNamesOnSmallPhone: Story = {
  args: { vendors: [...mapExhibitors, longNameVendor] },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(within(phone).getByRole('link', { name: longNameVendor.name })).toBeVisible();
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};

export const Pinned: Story = {
  decorators: [
    (Story) => (
      <BrandProvider
        config={{ ...defaultFairConfig, pinnedVendors: ['Zeta Ricambi', 'CAFFÈ NERO SRL'] }}
      >
        <Story />
      </BrandProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement).slice(0, 3)).toEqual([
      'zeta Ricambi',
      'Caffè Nero Srl',
      'Automazioni Spa',
    ]);
  },
};

export const ThousandVendors: Story = {
  args: { vendors: manyVendors(1000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1000);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: messages.vendors.searchLabel }),
      '0999',
    );
    await expect(linkNames(canvasElement)).toEqual(['Azienda 0999']);
  },
};

export const Loading: Story = {
  args: { status: 'loading', vendors: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.vendors.loading,
    );
  },
};

export const Empty: Story = {
  args: { vendors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.vendors.empty)).toBeVisible();
  },
};

export const EmptySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: messages.vendors.searchLabel }),
      'gelato',
    );
    await expect(canvas.getByText('Nessuna azienda trovata per "gelato"')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', vendors: undefined, error: 'Timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Impossibile caricare le aziende: Timeout',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Caffè Nero Srl' }),
    ).toHaveAttribute('href', '/vendor/3');
  },
};
