import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AdminEvents, type AdminEventsProps } from './admin-events';
import { adminEvents } from './event-fixtures';

const meta = {
  title: 'Admin/AdminEvents',
  component: AdminEvents,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'success',
    events: adminEvents(),
    onRetry: fn(),
    onCreate: fn<AdminEventsProps['onCreate']>((input) =>
      Promise.resolve({ id: 99, version: 1, ...input }),
    ),
    onUpdate: fn<AdminEventsProps['onUpdate']>((event, input) =>
      Promise.resolve({ ...event, ...input, version: event.version + 1 }),
    ),
    onDelete: fn<AdminEventsProps['onDelete']>(() => Promise.resolve()),
    onImport: fn<AdminEventsProps['onImport']>(),
  },
} satisfies Meta<typeof AdminEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'Anna Rossi');
    await expect(await canvas.findByText('1 evento')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', events: undefined } };

export const LoadFailed: Story = {
  args: { status: 'error', events: undefined, error: 'Errore di rete: controlla la connessione' },
};

export const Empty: Story = { args: { events: [] } };

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
