import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { fakeGetUserMedia, stubDetector } from '../qr-scanner/fake-camera';
import { ValidateScreen } from './validate-screen';

const meta = {
  title: 'Validate/ValidateScreen',
  component: ValidateScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    outcome: null,
    onCode: fn(),
    onScanAgain: fn(),
    stats: { today: 312, total: 12480 },
    // A canvas stands in for the camera and a stub for ZXing: the stories need neither.
    scanner: {
      getUserMedia: fakeGetUserMedia({ torch: true, zoom: { min: 1, max: 4, step: 0.5 } }),
      createDetector: stubDetector(() => 'v1.eyJ0IjoiZGVtbyJ9.firma').createDetector,
    },
  },
} satisfies Meta<typeof ValidateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { validate } = messages;

export const Scanning: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: validate.title })).toBeVisible();
    await waitFor(
      () => expect(args.onCode).toHaveBeenCalledWith({ qrCodeData: 'v1.eyJ0IjoiZGVtbyJ9.firma' }),
      { timeout: 3000 },
    );
    await expect(await canvas.findByRole('button', { name: validate.torchOn })).toBeVisible();
  },
};

export const Validating: Story = {
  args: { outcome: { status: 'validating' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(validate.validating)).toBeVisible();
    await expect(canvas.getByRole('button', { name: validate.manual.submit })).toBeDisabled();
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
    await expect(canvas.getByText(validate.valid)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: validate.scanAgain }));
    await expect(args.onScanAgain).toHaveBeenCalledOnce();
    await expect(args.onCode).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { outcome: { status: 'invalid', message: 'Biglietto già utilizzato alle 09:12.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(validate.invalid);
  },
};

export const CallFailed: Story = {
  args: {
    outcome: { status: 'error', httpStatus: 503, message: 'Errore: Servizio non disponibile' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Stato: 503');
  },
};

/** The ticket id the visitor reads under the QR code on their profile or in the e-mail. */
export const ManualEntry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: validate.manual.label }),
      '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d',
    );
    await userEvent.click(canvas.getByRole('button', { name: validate.manual.submit }));
    await expect(args.onCode).toHaveBeenCalledWith({
      ticketId: '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d',
    });
  },
};

/** Camera refused: the alert says why and leads to the manual entry, ready for typing. */
export const CameraDenied: Story = {
  args: {
    scanner: {
      getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      createDetector: stubDetector(() => null).createDetector,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(validate.cameraDenied);
    await userEvent.click(canvas.getByRole('button', { name: validate.useManualEntry }));
    await expect(canvas.getByRole('textbox', { name: validate.manual.label })).toHaveFocus();
  },
};

/** The hall's network is down: the phone checks tickets itself and queues the entries. */
export const Offline: Story = {
  args: {
    outcome: {
      status: 'valid',
      message: validate.offline.admitted,
      ticketUuid: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10',
      userId: 42,
      offline: true,
    },
    scannerStatus: {
      online: false,
      offlineReady: true,
      queued: 4,
      synced: {
        keys: new Date('2026-10-16T08:42:00Z'),
        revocations: new Date('2026-10-16T08:42:00Z'),
        upload: new Date('2026-10-16T08:30:00Z'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 ingressi da inviare')).toBeVisible();
    await expect(canvas.getByText(validate.offline.admittedNote)).toBeVisible();
  },
};

/** A hardware scanner in keyboard mode types the code and Enter: no touch needed. */
export const KeyboardWedge: Story = {
  args: {
    scanner: {
      getUserMedia: fakeGetUserMedia(),
      createDetector: stubDetector(() => null).createDetector,
    },
  },
  play: async ({ args }) => {
    await userEvent.keyboard('F2.AbCd1234.dal.lettore{Enter}');
    await expect(args.onCode).toHaveBeenCalledWith({ qrCodeData: 'F2.AbCd1234.dal.lettore' });
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The same screen in the second example theme: a rebrand needs no code change. */
export const ExampleTheme: Story = { ...Scanning, globals: { theme: 'example' } };
