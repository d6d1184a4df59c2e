import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { demoMapUrl, exhibitors, manyVendors } from '../../test/fair-fixtures';
import { FairMap, type FairMapProps } from './fair-map';
import { longNameVendor, mapExhibitors, standMapUrl, unmappedVendor } from './map-fixtures';

/** The map with its selection held in state, as the app holds it in the address. */
function StatefulFairMap(props: FairMapProps) {
  const [selection, setSelection] = React.useState(props.selection);
  return (
    <FairMap
      {...props}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        props.onSelectionChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Map/FairMap',
  component: FairMap,
  tags: ['autodocs'],
  render: (args) => <StatefulFairMap {...args} />,
  args: {
    status: 'success',
    vendors: mapExhibitors,
    mapImageUrl: standMapUrl,
    onRetry: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof FairMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const standList = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: messages.map.standList });
const highlight = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('img', { name: /^Stand .* evidenziato$/ });
/** The map's note on the selection (its names and codes are isolated in their own elements). */
const selectionNote = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="fair-map-selection"]');

/** With logos, without (initials) and with a broken one (initials once it fails). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(standList(canvasElement)).getAllByRole('button');
    await expect(buttons).toHaveLength(5);
    await expect(buttons[0]).toHaveAccessibleName('Automazioni Spa - Stand N/D');
    await expect(buttons[4]).toHaveAccessibleName('zeta Ricambi - Stand B07');
    await expect(within(buttons[0] as HTMLElement).getByText('AS')).toBeVisible();
    // Birrificio Alpino's logo address is broken: its initials replace it.
    await waitFor(() => expect(within(buttons[1] as HTMLElement).getByText('BA')).toBeVisible());
    await expect(within(buttons[4] as HTMLElement).getByRole('presentation')).toBeVisible();
  },
};

export const SelectedStand: Story = {
  args: { selection: { stand: 'B07' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(highlight(canvasElement)).toHaveAccessibleName('Stand B07 evidenziato');
    await expect(canvas.getByRole('button', { name: 'zeta Ricambi - Stand B07' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Caffè Nero Srl - Stand A01' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ vendorId: 3 });
    await expect(highlight(canvasElement)).toHaveAccessibleName('Stand A01 evidenziato');
    await expect(selectionNote(canvasElement)).toHaveTextContent(
      'Stand A01 evidenziato sulla mappa',
    );
  },
};

export const StandNotOnMap: Story = {
  args: { vendors: [...mapExhibitors, unmappedVendor], selection: { vendorId: 6 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(highlight(canvasElement)).toBeNull();
    await expect(selectionNote(canvasElement)).toHaveTextContent(
      'Lo stand C03 non è indicato sulla mappa.',
    );
    await expect(
      canvas.getByRole('button', { name: 'Gelateria Ligure - Stand C03' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A 320 px phone: a name with no break opportunity wraps instead of widening the page. */
export const LongNamesOnSmallPhone: Story = {
  args: { vendors: [...mapExhibitors, longNameVendor], selection: { vendorId: 7 } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    await expect(highlight(canvasElement)).toHaveAccessibleName('Stand B20 evidenziato');
  },
};

export const Zoom: Story = {
  args: { mapImageUrl: demoMapUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = () => canvas.getByRole<HTMLImageElement>('img', { name: messages.map.imageAlt });
    const content = () => image().parentElement;
    // Zooming is bounded by the picture's size, which it has once loaded: on a busy machine the
    // click may come first, and the zoom (animated) takes its time too.
    await waitFor(() => expect(image().naturalWidth).toBeGreaterThan(0), { timeout: 10_000 });
    const initial = content()?.style.transform;
    // A click the zoom library takes before it has measured the picture is lost: the user
    // clicks again, and so does the story, until the map has zoomed.
    await waitFor(
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: messages.map.zoomIn }));
        await waitFor(() => expect(content()?.style.transform).not.toBe(initial), {
          timeout: 1_000,
        });
      },
      { timeout: 10_000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.map.zoomReset }));
    await waitFor(() => expect(content()?.style.transform).toBe(initial), { timeout: 5_000 });
  },
};

export const ThousandVendors: Story = {
  args: { vendors: manyVendors(1000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1000);
  },
};

export const Loading: Story = {
  args: { status: 'loading', vendors: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.common.loading,
    );
  },
};

export const Empty: Story = {
  args: { vendors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.map.empty)).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', vendors: undefined, error: 'Timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Errore: Timeout');
    await userEvent.click(canvas.getByRole('button', { name: messages.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  args: { vendors: exhibitors, selection: { vendorId: 5 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: messages.map.zoomControls }),
    ).toBeVisible();
    await expect(highlight(canvasElement)).toHaveAccessibleName('Stand A12 evidenziato');
  },
};
