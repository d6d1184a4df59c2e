import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient, fakeAuth, renderRoutes, tokenOf, userWith } from './helpers';

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

/** The agenda on a fake server: each change is recorded; `refuse` answers them with a 500. */
function agendaServer(starred: number[], { refuse = false, events = programme } = {}) {
  let agenda = [...starred];
  const changes: Schemas['AgendaChanges']['changes'] = [];
  let release: () => void = () => {};
  const held = { hold: false };
  const api = apiClient(
    {
      'GET /api/events/': () => Response.json(events),
      'GET /api/users/me/agenda': () => Response.json({ event_ids: agenda }),
      'POST /api/users/me/agenda/changes': async (request) => {
        const body = (await request.json()) as Schemas['AgendaChanges'];
        changes.push(...body.changes);
        if (held.hold) await new Promise<void>((resolve) => (release = resolve));
        if (refuse) return Response.json({ detail: 'Errore interno' }, { status: 500 });
        for (const change of body.changes) {
          agenda = agenda.filter((id) => id !== change.event_id);
          if (change.starred) agenda.push(change.event_id);
        }
        return Response.json({ event_ids: [...agenda].sort((a, b) => a - b) });
      },
    },
    tokenOf(attendee.user?.id ?? 0),
  );
  return { api, changes, held, release: () => release() };
}

const starButton = (title: string) =>
  screen.findByRole('button', { name: t('events.agenda.star', { title }) });
const unstarButton = (title: string) =>
  screen.findByRole('button', { name: t('events.agenda.unstar', { title }) });

describe('the personal agenda on /events', () => {
  it('stars an event at once and sends the change with its id and the time of the tap', async () => {
    const server = agendaServer([]);
    server.held.hold = true;
    renderRoutes('/events', attendee, server.api);
    const before = Date.now();

    fireEvent.click(await starButton('Robotica in fabbrica'));

    // Pressed before the server answers.
    expect((await unstarButton('Robotica in fabbrica')).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(server.changes).toHaveLength(1));
    const [change] = server.changes;
    expect(change).toMatchObject({ event_id: 2, starred: true });
    const changedAt = Date.parse(change?.changed_at ?? '');
    expect(changedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(changedAt).toBeLessThanOrEqual(Date.now());
    server.release();

    fireEvent.click(await unstarButton('Robotica in fabbrica'));
    await waitFor(() => expect(server.changes).toHaveLength(2));
    expect(server.changes[1]).toMatchObject({ event_id: 2, starred: false });
    server.release();
    expect((await starButton('Robotica in fabbrica')).getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the star back and says so when the change fails', async () => {
    const server = agendaServer([1], { refuse: true });
    renderRoutes('/events', attendee, server.api);

    fireEvent.click(await starButton('Robotica in fabbrica'));

    const card = screen.getByRole('article', { name: 'Robotica in fabbrica' });
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'Non è stato possibile aggiornare la tua agenda: riprova.',
    );
    expect((await starButton('Robotica in fabbrica')).getAttribute('aria-pressed')).toBe('false');
    // The other star is untouched.
    expect((await unstarButton('Apertura della fiera')).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows only the starred events with 'La mia agenda'", async () => {
    const server = agendaServer([2]);
    renderRoutes('/events', attendee, server.api);

    fireEvent.click(await screen.findByRole('button', { name: t('events.agenda.filter') }));

    await waitFor(() => expect(eventTitles()).toEqual(['Robotica in fabbrica']));
  });

  it('says how to fill an empty agenda', async () => {
    renderRoutes('/events', attendee, agendaServer([]).api);

    fireEvent.click(await screen.findByRole('button', { name: t('events.agenda.filter') }));

    expect(await screen.findByText(t('events.agenda.empty'))).toBeTruthy();
  });

  it('flags starred events that overlap', async () => {
    const breakfast: Schemas['Event'] = {
      id: 3,
      title: 'Colazione con gli espositori',
      speaker: null,
      company_name: null,
      topic: null,
      location: 'Epicentro',
      tags: [],
      event_date: '2026-10-16',
      event_time: '09:30',
      version: 1,
    };
    const events = [...programme, breakfast];
    renderRoutes('/events', attendee, agendaServer([1, 3], { events }).api);

    const opening = await screen.findByRole('article', { name: 'Apertura della fiera' });
    expect((await within(opening).findByText(/Si sovrappone a/)).textContent).toBe(
      'Si sovrappone a «Colazione con gli espositori»',
    );
    const robots = screen.getByRole('article', { name: 'Robotica in fabbrica' });
    expect(within(robots).queryByText(/Si sovrappone a/)).toBeNull();
  });

  it("links each event to its calendar file with 'Aggiungi al calendario'", async () => {
    renderRoutes('/events', attendee, agendaServer([]).api);

    const card = await screen.findByRole('article', { name: 'Robotica in fabbrica' });
    const link = within(card).getByRole('link', {
      name: t('events.agenda.addToCalendarOf', { title: 'Robotica in fabbrica' }),
    });
    expect(link.getAttribute('href')).toBe('/api/events/2/calendar.ics');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('shows the programme without stars when the agenda cannot be loaded', async () => {
    let agendaCalls = 0;
    const api = apiClient({
      'GET /api/events/': () => Response.json(programme),
      'GET /api/users/me/agenda': () => {
        agendaCalls += 1;
        return Response.json({ detail: 'Errore' }, { status: 500 });
      },
    });
    renderRoutes('/events', attendee, api);

    expect(await screen.findByRole('heading', { name: 'Robotica in fabbrica' })).toBeTruthy();
    await waitFor(() => expect(agendaCalls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: t('events.agenda.filter') })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
