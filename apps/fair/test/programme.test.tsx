import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient, fakeAuth, renderRoutes, userWith } from './helpers';

afterEach(cleanup);

const attendee = fakeAuth(userWith('attendee'));

const programme: Schemas['Event'][] = [
  {
    id: 2,
    title: 'Robotica in fabbrica',
    speaker: 'Giulia Bianchi',
    company_name: 'Automazioni Spa',
    topic: 'Industria 4.0',
    location: 'Palco Marchionne',
    tags: ['robot'],
    event_date: '2026-10-17',
    event_time: '14:30',
    version: 1,
  },
  {
    id: 1,
    title: 'Apertura della fiera',
    speaker: null,
    company_name: null,
    topic: null,
    location: 'Epicentro',
    tags: [],
    event_date: '2026-10-16',
    event_time: '09:00:00',
    version: 1,
  },
];

const eventTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the programme at /events', () => {
  it('shows the loading state, then the events in time order', async () => {
    let answer: (response: Response) => void = () => {};
    const api = apiClient({
      'GET /api/events/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes('/events', attendee, api);

    expect((await screen.findByRole('status')).textContent).toContain(t('events.loading'));
    answer(Response.json(programme));

    expect(await screen.findByRole('heading', { name: 'Apertura della fiera' })).toBeTruthy();
    expect(eventTitles()).toEqual(['Apertura della fiera', 'Robotica in fabbrica']);
    expect(screen.getByText('16 Ottobre', { selector: 'button' })).toBeTruthy();
  });

  it("shows the server's reason for a failure, and 'Riprova' loads the events", async () => {
    let serverUp = false;
    const api = apiClient({
      'GET /api/events/': () =>
        serverUp
          ? Response.json(programme)
          : Response.json({ detail: 'Servizio non disponibile' }, { status: 503 }),
    });
    renderRoutes('/events', attendee, api);

    expect((await screen.findByRole('alert')).textContent).toContain(
      t('events.errors.loadEventsFailed', { msg: 'Servizio non disponibile' }),
    );
    serverUp = true;
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));

    expect(await screen.findByRole('heading', { name: 'Robotica in fabbrica' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // Issue 16: the pressed 'Riprova' left the page and focus fell to <body>.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: t('events.title') }),
      ),
    );
  });

  it("moves focus to the new reason when 'Riprova' fails again", async () => {
    let calls = 0;
    const api = apiClient({
      // The retry's answer takes a moment, as on a phone: the loading state shows meanwhile.
      'GET /api/events/': async () => {
        calls += 1;
        if (calls > 1) await new Promise((resolve) => setTimeout(resolve, 50));
        return Response.json({ detail: 'Servizio non disponibile' }, { status: 503 });
      },
    });
    renderRoutes('/events', attendee, api);

    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByText(t('events.loading'));

    await waitFor(() => expect(document.activeElement).toBe(screen.queryByRole('alert')));
  });
});

describe('a phone without signal', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says so at once with Riprova, instead of waiting paused behind "Caricamento"', async () => {
    onlineManager.setOnline(false);
    const api = apiClient({
      'GET /api/events/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes('/events', fakeAuth(userWith('attendee')), api);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Errore di rete: controlla la connessione',
    );
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
