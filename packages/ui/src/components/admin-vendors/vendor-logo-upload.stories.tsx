import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { VendorLogoUpload } from './vendor-logo-upload';

const meta = {
  title: 'Admin/VendorLogoUpload',
  component: VendorLogoUpload,
  tags: ['autodocs'],
  args: { name: 'Officine Rossi', logoPath: null, onUpload: fn(() => Promise.resolve()) },
} satisfies Meta<typeof VendorLogoUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Carica logo' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Scegli prima un file.');
  },
};

export const WithLogo: Story = { args: { logoPath: '/favicon.svg' } };

/** An exhibitor not saved yet has no id to upload to. */
export const NotSavedYet: Story = { args: { onUpload: undefined } };
