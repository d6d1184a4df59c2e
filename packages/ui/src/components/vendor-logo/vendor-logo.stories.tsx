import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { brokenLogoUrl, logoDataUrl } from './logo-fixtures';
import { VendorLogo } from './vendor-logo';

const meta = {
  title: 'Exhibitors/VendorLogo',
  component: VendorLogo,
  tags: ['autodocs'],
  args: { name: 'Lumina Software', src: logoDataUrl('LS', '#2563eb') },
} satisfies Meta<typeof VendorLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('presentation')).toHaveAttribute('width', '40');
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('presentation')).toHaveAttribute('width', '80');
  },
};

export const Initials: Story = {
  args: { name: 'zeta Ricambi', src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ZR')).toBeVisible();
  },
};

export const BrokenLogo: Story = {
  args: { name: 'Birrificio Alpino', src: brokenLogoUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('presentation')).toBeNull());
    await expect(canvas.getByText('BA')).toBeVisible();
  },
};

/** Every tile colour of the theme, for a contrast check in both themes. */
export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {[
        'Automazioni Spa',
        'Birrificio Alpino',
        'Caffè Nero',
        'Energie Solari',
        'zeta Ricambi',
        'Officine Brera',
        'Lumina Software',
        'Gamma Robotica',
      ].map((name) => (
        <VendorLogo key={name} name={name} alt={`Logo di ${name}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(8);
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  args: { name: 'zeta Ricambi', src: null, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ZR')).toBeVisible();
  },
};
