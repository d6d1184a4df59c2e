import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { programme, programmeEvent } from '../../test/fair-fixtures';
import { EventList, type EventListProps } from './event-list';

const meta = {
  title: 'Programme/EventList',
  component: EventList,
  tags: ['autodocs'],
  // With the user's agenda (Robotica starred) and calendar links, as the app shows it.
  args: {
    status: 'success',
    events: programme,
    onRetry: fn(),
    agenda: [2],
    onStarChange: fn(),
    calendarHref: (id: number) => `/api/events/${id}/calendar.ics`,
  },
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

/** The app's optimistic update: a star changes the agenda at once, a failure puts it back. */
function WithAgenda({ agenda: initial = [], onStarChange, ...args }: EventListProps) {
  const [agenda, setAgenda] = React.useState(initial);
  return (
    <EventList
      {...args}
      agenda={agenda}
      onStarChange={async (eventId, starred) => {
        const before = agenda;
        setAgenda((ids) => (starred ? [...ids, eventId] : ids.filter((id) => id !== eventId)));
        try {
          await onStarChange?.(eventId, starred);
        } catch (error) {
          setAgenda(before);
          throw error;
        }
      }}
    />
  );
}

export const Agenda: Story = {
  render: (args) => <WithAgenda {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', {
      name: 'Aggiungi «Città sostenibili» alla mia agenda',
    });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    await expect(args.onStarChange).toHaveBeenCalledWith(4, true);
    await expect(
      canvas.getByRole('button', { name: 'Togli «Città sostenibili» dalla mia agenda' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: messages.events.agenda.filter }));
    await expect(titles(canvasElement)).toEqual(['Robotica in fabbrica', 'Città sostenibili']);
  },
};

export const AgendaEmpty: Story = {
  args: { agenda: [], onStarChange: fn() },
  render: (args) => <WithAgenda {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.events.agenda.filter }));
    await expect(canvas.getByText(messages.events.agenda.empty)).toBeVisible();
  },
};

export const AgendaOverlap: Story = {
  args: {
    events: [
      ...programme,
      programmeEvent(3, { id: 5, title: 'Droni in agricoltura', event_time: '09:45' }),
    ],
    agenda: [3, 5, 2],
    onStarChange: fn(),
  },
  render: (args) => <WithAgenda {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opening = within(canvas.getByRole('article', { name: 'Apertura della fiera' }));
    await expect(opening.getByText(/Si sovrappone a/)).toHaveTextContent(
      'Si sovrappone a «Droni in agricoltura»',
    );
  },
};

export const AgendaUpdateFailed: Story = {
  args: {
    agenda: [],
    onStarChange: fn(() => Promise.reject(new globalThis.Error('Errore di rete'))),
  },
  render: (args) => <WithAgenda {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Aggiungi «Robotica in fabbrica» alla mia agenda' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      messages.events.agenda.updateFailed,
    );
    await expect(
      canvas.getByRole('button', { name: 'Aggiungi «Robotica in fabbrica» alla mia agenda' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};
