import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, CircleCheck, House, Map as MapIcon, Ticket } from 'lucide';
import { expect, within } from 'storybook/test';

import { Icon } from './icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { icon: House, className: 'size-6' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Icons take the text colour and size of where they sit. */
export const InText: Story = {
  render: () => (
    <p className="flex items-center gap-4 text-primary">
      {[House, CalendarDays, MapIcon, Ticket, CircleCheck].map((icon, index) => (
        <Icon key={index} icon={icon} className="size-8" />
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(icons).toHaveLength(5);
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
