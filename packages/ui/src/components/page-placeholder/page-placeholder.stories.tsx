import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { PagePlaceholder } from './page-placeholder';

const meta = {
  title: 'App shell/PagePlaceholder',
  component: PagePlaceholder,
  tags: ['autodocs'],
  args: { title: messages.events.title },
} satisfies Meta<typeof PagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Eventi' })).toBeInTheDocument();
    await expect(canvas.getByText(messages.placeholder.comingSoon)).toBeInTheDocument();
  },
};

export const CustomDescription: Story = {
  args: { title: messages.map.title, description: 'La mappa della fiera arriverà presto.' },
};
