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

/** The days and stages are the fair config's. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Palco'), 'Altro palco...');
    await expect(canvas.getByLabelText('Nome del palco')).toBeVisible();
  },
};

export const Edit: Story = { args: { event: adminEvents()[1] } };

export const Phone: Story = {
  args: { event: adminEvents()[1] },
  globals: { viewport: { value: 'mobile1' } },
};

export const NightFair: Story = { globals: { fair: 'night' } };
