import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { demoMapUrl, exhibitors, manyVendors } from '../../test/fair-fixtures';
import { FairMap } from './fair-map';

const meta = {
  title: 'Map/FairMap',
  component: FairMap,
  tags: ['autodocs'],
  args: { status: 'success', vendors: exhibitors, mapImageUrl: demoMapUrl, onRetry: fn() },
} satisfies Meta<typeof FairMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Automazioni Spa - Stand N/D',
      'Birrificio Alpino - Stand A12',
      'Caffè Nero Srl - Stand A01',
      'Énergie Solaire - Stand Padiglione A',
      'zeta Ricambi - Stand B07',
    ]);
  },
};

export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = () => canvas.getByRole('img', { name: messages.map.imageAlt }).parentElement;
    const initial = content()?.style.transform;
    await userEvent.click(canvas.getByRole('button', { name: messages.map.zoomIn }));
    await waitFor(() => expect(content()?.style.transform).not.toBe(initial));
    await userEvent.click(canvas.getByRole('button', { name: messages.map.zoomReset }));
    await waitFor(() => expect(content()?.style.transform).toBe(initial));
  },
};

export const ThousandVendors: Story = {
  args: { vendors: manyVendors(1000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1000);
  },
};

export const Loading: Story = {
  args: { status: 'loading', vendors: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.common.loading,
    );
  },
};

export const Empty: Story = {
  args: { vendors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.map.empty)).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', vendors: undefined, error: 'Timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Errore: Timeout');
    await userEvent.click(canvas.getByRole('button', { name: messages.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: messages.map.zoomControls }),
    ).toBeVisible();
  },
};
