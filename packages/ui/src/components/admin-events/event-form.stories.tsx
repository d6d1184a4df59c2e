import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { adminEvents } from './event-fixtures';
import { EventForm, type EventFormProps } from './event-form';

const meta = {
  title: 'Admin/EventForm',
  component: EventForm,
  tags: ['autodocs'],
  args: { onSubmit: fn<EventFormProps['onSubmit']>(() => Promise.resolve()), onCancel: fn() },
} satisfies Meta<typeof EventForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The days and stages are the fair config's: a stage is one of them, added in Aspetto. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Palco')).toHaveAccessibleDescription(
      /Per aggiungere un palco, aggiungilo in Aspetto\./,
    );
    await expect(canvas.queryByRole('option', { name: 'Altro palco...' })).toBeNull();
  },
};

/** A fair that lists no stages: the place is free text. */
export const NoStages: Story = {
  args: { stages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Palco'), 'Altro palco...');
    await expect(canvas.getByLabelText('Nome del palco')).toBeVisible();
  },
};

export const Edit: Story = { args: { event: adminEvents()[1] } };

/** An event on a place that is none of the fair's stages: shown as it is, not changed. */
export const PlaceOutsideStages: Story = {
  args: { event: adminEvents()[2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Palco')).toHaveDisplayValue(
      'Sala stampa (non è tra i palchi della fiera)',
    );
  },
};

export const Phone: Story = {
  args: { event: adminEvents()[1] },
  globals: { viewport: { value: 'mobile1' } },
};

export const NightFair: Story = { globals: { fair: 'night' } };
