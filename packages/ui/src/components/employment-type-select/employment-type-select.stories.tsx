import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Field } from '../field';
import { EmploymentTypeSelect } from './employment-type-select';

const meta = {
  title: 'Forms/EmploymentTypeSelect',
  component: EmploymentTypeSelect,
  tags: ['autodocs'],
  args: { onChange: fn() },
  render: (args) => (
    <Field label="Sono un...">
      <EmploymentTypeSelect {...args} />
    </Field>
  ),
} satisfies Meta<typeof EmploymentTypeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Sono un...');
    await userEvent.selectOptions(select, 'Lavoratore Autonomo');
    await expect(select).toHaveValue('self_employed');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const ExampleTheme: Story = { ...Default, globals: { theme: 'example' } };
