import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { TicketCard } from './ticket-card';

const meta = {
  title: 'Profile/TicketCard',
  component: TicketCard,
  tags: ['autodocs'],
  args: {
    qrCodeData:
      'v1.eyJ0IjoiNmYxYzJiOGUtNTFjNC00YTRmLThkNWUtMGYyYjdkMGU5YTEwIiwidSI6MX0.MEUCIQDx3Yk7c1m2Kf9wq8Zr0d5ePpQ',
    ticketId: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10',
  },
} satisfies Meta<typeof TicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: messages.profile.ticketTitle })).toBeVisible();
    await expect(canvas.getByRole('img', { name: messages.profile.qrLabel })).toHaveAttribute(
      'width',
      '128',
    );
  },
};

export const NotVerifiedYet: Story = {
  args: { qrCodeData: null, ticketId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.profile.ticketUnavailable)).toBeVisible();
  },
};

export const ExampleTheme: Story = { globals: { theme: 'example' } };
