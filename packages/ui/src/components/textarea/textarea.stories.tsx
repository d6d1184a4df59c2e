import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Cosa cerchi', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Cosa cerchi' });
    await userEvent.type(textarea, 'Fornitori di packaging');
    await expect(textarea).toHaveValue('Fornitori di packaging');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Non modificabile' } };
