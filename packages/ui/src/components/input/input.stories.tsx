import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Email', type: 'email', placeholder: 'nome@esempio.it', onChange: fn() },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'anna@esempio.it');
    await expect(input).toHaveValue('anna@esempio.it');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Search: Story = {
  args: { type: 'search', 'aria-label': 'Cerca eventi', placeholder: 'Cerca eventi...' },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'anna@' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'anna@esempio.it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
