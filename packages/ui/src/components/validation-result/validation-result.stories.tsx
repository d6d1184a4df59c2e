import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { ValidationResult } from './validation-result';

const meta = {
  title: 'Validate/ValidationResult',
  component: ValidationResult,
  tags: ['autodocs'],
  args: { outcome: { status: 'validating' }, onScanAgain: fn() },
} satisfies Meta<typeof ValidationResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const { validate } = messages;

export const Validating: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(validate.validating);
  },
};

export const Valid: Story = {
  args: {
    outcome: {
      status: 'valid',
      message: 'Benvenuta, Giulia!',
      ticketUuid: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10',
      userId: 42,
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(validate.valid);
    await userEvent.click(canvas.getByRole('button', { name: validate.scanAgain }));
    await expect(args.onScanAgain).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: { outcome: { status: 'invalid', message: 'Biglietto già utilizzato alle 09:12.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(validate.invalid);
  },
};

export const CallFailed: Story = {
  args: { outcome: { status: 'error', httpStatus: 500, message: messages.errors.network } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(validate.error);
    await expect(alert).toHaveTextContent('Stato: 500');
  },
};

/** Admitted on the phone without network: queued, sent when the network returns. */
export const ValidOffline: Story = {
  args: {
    outcome: {
      status: 'valid',
      message: validate.offline.admitted,
      ticketUuid: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10',
      userId: 42,
      offline: true,
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(validate.offline.badge);
    await expect(status).toHaveTextContent(validate.offline.admittedNote);
  },
};

export const InvalidOffline: Story = {
  args: { outcome: { status: 'invalid', message: validate.offline.revoked, offline: true } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(validate.offline.badge);
    await expect(alert).toHaveTextContent(validate.offline.checkedNote);
  },
};

export const ExampleTheme: Story = { ...Valid, globals: { theme: 'example' } };
