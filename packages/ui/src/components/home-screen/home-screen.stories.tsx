import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { programme } from '../../test/fair-fixtures';
import { HomeScreen } from './home-screen';

const meta = {
  title: 'Home/HomeScreen',
  component: HomeScreen,
  tags: ['autodocs'],
  args: {
    firstName: 'Giulia',
    eventsStatus: 'success',
    events: programme,
    // The first fair day, after the opening: the rest of the day, then the next one.
    now: new Date(2026, 9, 16, 10, 0),
    pendingMatches: 4,
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { home } = messages;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ciao, Giulia!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Il mio biglietto/ })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(canvas.getByRole('link', { name: /Hai 4 nuovi suggerimenti/ })).toHaveAttribute(
      'href',
      '/matches',
    );
    await expect(
      canvas.getAllByRole('listitem').map((item) => item.firstChild?.textContent),
    ).toEqual(['Robotica in fabbrica', 'Città sostenibili', 'Il futuro del caffè espresso']);
    await expect(canvas.queryByRole('link', { name: /Valida/ })).toBeNull();
  },
};

export const Staff: Story = {
  args: { isStaff: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /Valida i biglietti/ }),
    ).toHaveAttribute('href', '/validate');
  },
};

export const WithoutName: Story = {
  args: { firstName: null, pendingMatches: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: home.greetingAnonymous }),
    ).toBeVisible();
    await expect(canvas.getByText(home.matchDiscover)).toBeVisible();
  },
};

export const TodaysEventsOver: Story = {
  args: { now: new Date(2026, 9, 16, 20, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: home.todayTitle })).toBeVisible();
    await expect(canvas.getByText(home.todayDone)).toBeVisible();
  },
};

export const BeforeTheFair: Story = {
  args: { now: new Date(2026, 8, 30, 12, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: home.eventsTitle })).toBeVisible();
    await expect(canvas.getByText('La fiera inizia il 16 Ottobre.')).toBeVisible();
  },
};

export const AfterTheFair: Story = {
  args: { now: new Date(2026, 9, 18, 9, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(home.fairEnded)).toBeVisible();
    await expect(canvas.queryByText(home.eventsEmpty)).toBeNull();
  },
};

export const EmptyProgramme: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(home.eventsEmpty)).toBeVisible();
  },
};

export const EventsLoading: Story = {
  args: { eventsStatus: 'loading', events: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(home.eventsLoading);
  },
};

export const EventsFailed: Story = {
  args: { eventsStatus: 'error', events: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(home.eventsUnavailable)).toBeVisible();
    await expect(canvas.getByRole('link', { name: home.allEvents })).toHaveAttribute(
      'href',
      '/events',
    );
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  args: { isStaff: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toBeVisible();
  },
};

export const NextStarredEvent: Story = {
  args: { agenda: [1, 2, 3] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Il tuo prossimo evento/)).toHaveTextContent(
      'Il tuo prossimo evento: Robotica in fabbrica, oggi ore 14:30',
    );
  },
};
