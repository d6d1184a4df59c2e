import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { ManualTicketEntry } from './manual-ticket-entry';

const meta = {
  title: 'Validate/ManualTicketEntry',
  component: ManualTicketEntry,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ManualTicketEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

const { manual } = messages.validate;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: manual.label }), ' v1.abc.def ');
    await userEvent.click(canvas.getByRole('button', { name: manual.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith('v1.abc.def');
  },
};

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: manual.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(manual.required);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: manual.submit })).toBeDisabled();
  },
};

/** The same screen in the second example theme: a rebrand needs no code change. */
export const ExampleTheme: Story = { ...Default, globals: { theme: 'example' } };
