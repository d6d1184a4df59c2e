import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Input } from '../input';
import { Label } from './label';

const meta = {
  title: 'Primitives/Label',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Email', htmlFor: 'label-story-email' },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="label-story-email" type="email" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};
