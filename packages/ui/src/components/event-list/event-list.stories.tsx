import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { programme } from '../../test/fair-fixtures';
import { EventList } from './event-list';

const meta = {
  title: 'Programme/EventList',
  component: EventList,
  tags: ['autodocs'],
  args: { status: 'success', events: programme, onRetry: fn() },
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(titles(canvasElement)).toEqual([
      'Apertura della fiera',
      'Robotica in fabbrica',
      'Città sostenibili',
      'Il futuro del caffè espresso',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '17 Ottobre' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Marchionne' }));
    await expect(titles(canvasElement)).toEqual(['Città sostenibili']);
    await userEvent.click(canvas.getByRole('button', { name: 'Marchionne' }));
    await expect(canvas.getByRole('button', { name: 'Marchionne' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(titles(canvasElement)).toHaveLength(2);
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: messages.events.searchLabel }),
      'caffe',
    );
    await expect(titles(canvasElement)).toEqual(['Il futuro del caffè espresso']);
  },
};

export const Loading: Story = {
  args: { status: 'loading', events: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.events.loading,
    );
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.events.empty)).toBeVisible();
  },
};

export const EmptySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: messages.events.searchLabel }),
      'cucina',
    );
    await expect(canvas.getByText('Nessun evento trovato per "cucina"')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', events: undefined, error: 'Servizio non disponibile' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Impossibile caricare gli eventi: Servizio non disponibile',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '16 Ottobre' }));
    await expect(canvas.getByRole('button', { name: '16 Ottobre' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
