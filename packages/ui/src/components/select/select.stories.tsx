import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { Select } from './select';

const options = (
  <>
    <option value="">{messages.common.selectPlaceholder}</option>
    <option value="private">{messages.employment.private}</option>
    <option value="self_employed">{messages.employment.self_employed}</option>
    <option value="employee">{messages.employment.employee}</option>
  </>
);

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: { 'aria-label': 'Sono un...', children: options, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sono un...' });
    await userEvent.selectOptions(select, 'self_employed');
    await expect(select).toHaveValue('self_employed');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = { args: { disabled: true } };
