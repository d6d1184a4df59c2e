import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { fakeGetUserMedia, stubDetector } from './fake-camera';
import { QrScanner } from './qr-scanner';

const TICKET = 'v1.eyJ0IjoiZGVtbyJ9.firma';

const meta = {
  title: 'Validate/QrScanner',
  component: QrScanner,
  tags: ['autodocs'],
  // A canvas stands in for the camera and a stub for ZXing, so the stories need neither.
  args: {
    onScan: fn(),
    paused: false,
    getUserMedia: fakeGetUserMedia(),
    createDetector: stubDetector(() => TICKET).createDetector,
  },
} satisfies Meta<typeof QrScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const { validate } = messages;

export const Scanning: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onScan).toHaveBeenCalledWith(TICKET), { timeout: 3000 });
    await expect(args.onScan).toHaveBeenCalledOnce();
  },
};

export const Paused: Story = {
  args: { paused: true },
  play: async ({ args }) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onScan).not.toHaveBeenCalled();
  },
};

export const TorchAndZoom: Story = {
  args: { getUserMedia: fakeGetUserMedia({ torch: true, zoom: { min: 1, max: 4, step: 0.5 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: validate.torchOn }));
    await expect(await canvas.findByRole('button', { name: validate.torchOff })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('slider', { name: validate.zoom })).toBeVisible();
  },
};

export const NoCameraSupport: Story = {
  // `null` is the browser without getUserMedia; Storybook's arg types drop null, hence render.
  render: (args) => <QrScanner {...args} getUserMedia={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      validate.cameraUnsupported,
    );
  },
};

/** Chromium's error when the user (or a policy) refused the camera. */
const denied = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
/** ... and when the device has no camera at all. */
const missing = () =>
  Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));

export const CameraDenied: Story = {
  args: { getUserMedia: denied, onUseManualEntry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(validate.cameraDenied);
    await expect(canvas.getByRole('button', { name: validate.cameraRetry })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: validate.useManualEntry }));
    await expect(args.onUseManualEntry).toHaveBeenCalledOnce();
  },
};

export const NoCamera: Story = {
  args: { getUserMedia: missing, onUseManualEntry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(validate.cameraMissing);
    await expect(canvas.queryByRole('button', { name: validate.cameraRetry })).toBeNull();
    await expect(canvas.getByRole('button', { name: validate.useManualEntry })).toBeVisible();
  },
};

/** The same screen in the second example theme: a rebrand needs no code change. */
export const ExampleTheme: Story = { ...Scanning, globals: { theme: 'example' } };
