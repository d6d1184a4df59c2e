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

/** The ticket id as the visitor's profile and ticket e-mail show it. */
const TICKET_ID = '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d';

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: manual.label }), ` ${TICKET_ID} `);
    await userEvent.click(canvas.getByRole('button', { name: manual.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ticketId: TICKET_ID });
  },
};

/** A QR code's whole content, pasted: passed on as it is, trimmed. */
export const PastedQrCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: manual.label }));
    await userEvent.paste(' F1.abc.def ');
    await userEvent.click(canvas.getByRole('button', { name: manual.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ qrCodeData: 'F1.abc.def' });
  },
};

export const IncompleteTicketId: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: manual.label }),
      TICKET_ID.slice(0, 20),
    );
    await userEvent.click(canvas.getByRole('button', { name: manual.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(manual.incomplete);
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
