import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, fakeAuth, renderRoutes, userWith } from './helpers';

beforeEach(() => {
  // Only the clock is fake: the first fair day at 10:00, after the opening.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 9, 16, 10, 0));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function event(id: number, title: string, date: string, time: string): Schemas['Event'] {
  return {
    id,
    title,
    speaker: null,
    company_name: null,
    topic: null,
    location: 'Palco Marchionne',
    tags: [],
    event_date: date,
    event_time: time,
    version: 1,
  };
}

const programme = [
  event(1, 'Apertura', '2026-10-16', '09:00:00'),
  event(2, 'Robotica', '2026-10-16', '14:30:00'),
  event(3, 'Caffè', '2026-10-17', '11:00:00'),
  event(4, 'Città', '2026-10-17', '09:30:00'),
  event(5, 'Chiusura', '2026-10-17', '18:00:00'),
];

const eventTitles = () =>
  within(screen.getByRole('region', { name: t('home.todayTitle') }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('the home at /', () => {
  it('greets the user, lists the next events and counts the new suggestions', async () => {
    const api = apiClient({
      'GET /api/events/': () => Response.json(programme),
      'GET /api/matches/new': () =>
        Response.json({ match: null, pending_matches: 2, remaining_vendors: 5 }),
    });
    renderRoutes('/', fakeAuth(userWith('attendee')), api);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao, Giulia!' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: /Hai 2 nuovi suggerimenti/ })).getAttribute('href'),
    ).toBe('/matches');
    expect(screen.getByRole('link', { name: /Il mio biglietto/ }).getAttribute('href')).toBe(
      '/profile',
    );
    await screen.findByText('Robotica');
    expect(eventTitles()).toEqual(['Robotica', 'Città', 'Caffè']);
    expect(screen.queryByRole('link', { name: /Valida i biglietti/ })).toBeNull();
  });

  it('links staff to the ticket scanner', async () => {
    renderRoutes(
      '/',
      fakeAuth(userWith('staff')),
      apiClient({
        'GET /api/events/': () => Response.json([]),
        'GET /api/matches/new': () =>
          Response.json({ match: null, pending_matches: 0, remaining_vendors: 0 }),
      }),
    );

    const validate = await screen.findByRole('link', { name: /Valida i biglietti/ });
    expect(validate.getAttribute('href')).toBe('/validate');
    expect(await screen.findByText(t('home.eventsEmpty'))).toBeTruthy();
  });

  it('stays usable when both calls fail', async () => {
    renderRoutes(
      '/',
      fakeAuth(userWith('attendee')),
      apiClient({
        'GET /api/events/': () => Response.json({ detail: 'Errore' }, { status: 500 }),
        'GET /api/matches/new': () => Response.json({ detail: 'Errore' }, { status: 500 }),
      }),
    );

    expect(await screen.findByText(t('home.eventsUnavailable'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ciao, Giulia!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(t('home.matchDiscover')) })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the next starred event above the events of the day', async () => {
    renderRoutes(
      '/',
      fakeAuth(userWith('attendee')),
      apiClient({
        'GET /api/events/': () => Response.json(programme),
        'GET /api/matches/new': () =>
          Response.json({ match: null, pending_matches: 0, remaining_vendors: 0 }),
        // Apertura has started (09:00); Robotica (14:30) is the next of the agenda.
        'GET /api/users/me/agenda': () => Response.json({ event_ids: [1, 2, 3] }),
      }),
    );

    const next = await screen.findByText(/Il tuo prossimo evento/);
    expect(next.textContent).toBe('Il tuo prossimo evento: Robotica, oggi ore 14:30');
    const today = screen.getByRole('region', { name: t('home.todayTitle') });
    expect(next.compareDocumentPosition(today) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no next starred event when the agenda is empty', async () => {
    renderRoutes(
      '/',
      fakeAuth(userWith('attendee')),
      apiClient({
        'GET /api/events/': () => Response.json(programme),
        'GET /api/matches/new': () =>
          Response.json({ match: null, pending_matches: 0, remaining_vendors: 0 }),
        'GET /api/users/me/agenda': () => Response.json({ event_ids: [] }),
      }),
    );

    await screen.findByText('Robotica');
    expect(screen.queryByText(/Il tuo prossimo evento/)).toBeNull();
  });
});
