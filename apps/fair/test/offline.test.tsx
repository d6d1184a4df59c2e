import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import type { DeviceCache } from '../src/features/auth/device-cache';
import { createDeviceCache } from '../src/features/offline/create-device-cache';
import * as persistence from '../src/features/offline/query-persistence';
import { apiClient, fakeAuth, renderRoutes, testQueryClient, tokenOf, userWith } from './helpers';

// IndexedDB is the browser's (the e2e journeys use it); here, the order of the calls into it.
vi.mock('../src/features/offline/query-persistence', () => ({
  restoreQueries: vi.fn(() => Promise.resolve(userWith('attendee'))),
  keepQueries: vi.fn(),
  forgetQueries: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

function jwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA' })}.${part(claims)}.signature`;
}
const token = jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 900 });
const attendee: Schemas['User'] = userWith('attendee');
const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));
const unauthorised = () => Response.json({ detail: 'Token non valido' }, { status: 401 });

/** The device's saved screens, as features/offline provides them: here a user, or none. */
function deviceCache(saved?: Schemas['User']) {
  return {
    restored: Promise.resolve(saved),
    keep: vi.fn<DeviceCache['keep']>(),
    forget: vi.fn<DeviceCache['forget']>(() => Promise.resolve()),
  } satisfies DeviceCache;
}

function renderApp(path: string, api: ReturnType<typeof apiClient>, cache: DeviceCache) {
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<App api={api} queryClient={testQueryClient()} history={history} deviceCache={cache} />);
  return history;
}

describe('given a session and its user saved on the device', () => {
  it('opens with the saved user and their ticket when the server cannot be reached', async () => {
    const cache = deviceCache(attendee);
    const api = apiClient(
      {
        'GET /api/users/me': noSignal,
        'GET /api/users/me/calendar-feed': noSignal,
      },
      token,
    );
    const history = renderApp('/profile', api, cache);

    const ticket = await screen.findByRole('region', { name: t('profile.ticketTitle') });
    expect(within(ticket).getByRole('img', { name: t('profile.qrLabel') })).toBeTruthy();
    expect(history.location.pathname).toBe('/profile');
    expect(screen.queryByText(t('errors.unavailable'))).toBeNull();
    // No logout because the network is down: the session stays for when the signal returns.
    expect(api.session.getToken()).toBe(token);
    expect(cache.keep).toHaveBeenCalledWith(attendee.id);
    expect(cache.forget).not.toHaveBeenCalled();
  });

  it("takes the server's user once it answers", async () => {
    const api = apiClient(
      {
        'GET /api/users/me': () => Response.json({ ...attendee, first_name: 'Giuliana' }),
        'GET /api/users/me/calendar-feed': noSignal,
      },
      token,
    );
    renderApp('/profile', api, deviceCache(attendee));

    expect(await screen.findByText('Giuliana')).toBeTruthy();
  });

  it('ends at /login, forgetting the saved screens, when the server refuses the session', async () => {
    const cache = deviceCache(attendee);
    const api = apiClient(
      {
        'GET /api/users/me': unauthorised,
        'POST /api/auth/refresh': unauthorised,
        'GET /api/users/me/calendar-feed': unauthorised,
      },
      token,
    );
    const history = renderApp('/profile', api, cache);

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(api.session.getToken()).toBeNull();
    expect(cache.forget).toHaveBeenCalled();
  });

  it('forgets the saved screens at logout', async () => {
    const cache = deviceCache(attendee);
    const api = apiClient(
      {
        'GET /api/users/me': () => Response.json(attendee),
        'GET /api/users/me/calendar-feed': () => Response.json({ active: false, created_at: null }),
        'POST /api/auth/logout': () => Response.json({ message: 'ok' }),
      },
      token,
    );
    renderApp('/profile', api, cache);

    fireEvent.click(await screen.findByRole('button', { name: t('common.logout') }));

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(cache.forget).toHaveBeenCalledOnce();
  });
});

describe('given a login', () => {
  const fill = () => {
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: attendee.email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'segreta-1234' } });
    fireEvent.click(screen.getByRole('button', { name: t('login.submit') }));
  };

  it("forgets the previous session's saved screens before the new user's are kept", async () => {
    const order: string[] = [];
    const cache = deviceCache();
    cache.forget.mockImplementation(() => {
      order.push('forget');
      return Promise.resolve();
    });
    cache.keep.mockImplementation((userId) => void order.push(`keep ${userId}`));
    const api = apiClient({
      'POST /api/auth/login': () => Response.json({ access_token: token, token_type: 'bearer' }),
      'GET /api/users/me': () => Response.json(attendee),
      'GET /api/events/': () => Response.json([]),
      'GET /api/matches/new': () => Response.json([]),
      'GET /api/users/me/agenda': () => Response.json({ event_ids: [] }),
    });
    renderApp('/login', api, cache);

    await screen.findByRole('heading', { name: t('login.title') });
    fill();

    await waitFor(() => expect(order).toEqual(['forget', `keep ${attendee.id}`]));
  });

  it('says in Italian that logging in needs the signal', async () => {
    const api = apiClient({ 'POST /api/auth/login': noSignal });
    renderApp('/login', api, deviceCache());

    await screen.findByRole('heading', { name: t('login.title') });
    fill();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sei offline: per accedere serve la connessione. Riprova quando torna il segnale.',
    );
  });
});

const programme: Schemas['Event'][] = [
  {
    id: 1,
    title: 'Apertura della fiera',
    speaker: null,
    company_name: null,
    topic: null,
    location: 'Epicentro',
    tags: [],
    event_date: '2026-10-16',
    event_time: '09:00',
    version: 1,
  },
  {
    id: 2,
    title: 'Robotica in fabbrica',
    speaker: null,
    company_name: null,
    topic: null,
    location: 'Palco Marchionne',
    tags: [],
    event_date: '2026-10-17',
    event_time: '14:30',
    version: 1,
  },
];

/** A server that can lose its signal; the agenda changes it took, and its agenda. */
/** The agenda's server, with the session of user `userId` on the device. */
function agendaServer(userId: number) {
  const state = { online: true, agenda: [] as number[] };
  const received: Schemas['AgendaChanges']['changes'][] = [];
  const api = apiClient(
    {
      'GET /api/events/': () => (state.online ? Response.json(programme) : noSignal()),
      'GET /api/users/me/agenda': () =>
        state.online ? Response.json({ event_ids: state.agenda }) : noSignal(),
      'POST /api/users/me/agenda/changes': async (request) => {
        if (!state.online) return noSignal();
        const { changes } = (await request.json()) as Schemas['AgendaChanges'];
        received.push(changes);
        for (const change of changes) {
          state.agenda = state.agenda.filter((id) => id !== change.event_id);
          if (change.starred) state.agenda.push(change.event_id);
        }
        return Response.json({ event_ids: [...state.agenda].sort((a, b) => a - b) });
      },
    },
    tokenOf(userId),
  );
  return { api, state, received };
}

const starButton = (title: string) =>
  screen.findByRole('button', { name: t('events.agenda.star', { title }) });
const unstarButton = (title: string) =>
  screen.findByRole('button', { name: t('events.agenda.unstar', { title }) });

/** The signal returns: the browser says so to the page. */
async function signalReturns(server: ReturnType<typeof agendaServer>) {
  server.state.online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('the agenda without signal', () => {
  // Each test its own user: the changes waiting on the device are kept per user.
  const visitor = (id: number) => fakeAuth({ ...attendee, id });

  it("never sends a user's waiting star with another user's session (a shared phone)", async () => {
    const server = agendaServer(104);
    renderRoutes('/events', visitor(104), server.api);
    await starButton('Robotica in fabbrica');
    server.state.online = false;
    fireEvent.click(await starButton('Robotica in fabbrica'));
    await unstarButton('Robotica in fabbrica');

    // Someone else signs in on the phone before the signal returns.
    server.api.session.setToken(tokenOf(205));
    await signalReturns(server);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(server.received).toEqual([]);
    expect(server.state.agenda).toEqual([]);
  });

  it('keeps a star made offline on screen, without an error, and sends it when the signal returns', async () => {
    const server = agendaServer(101);
    renderRoutes('/events', visitor(101), server.api);
    await starButton('Robotica in fabbrica');
    server.state.online = false;

    fireEvent.click(await starButton('Robotica in fabbrica'));

    const starred = await unstarButton('Robotica in fabbrica');
    expect(starred.getAttribute('aria-pressed')).toBe('true');
    // Give the failed send its time: the star must not go back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const card = screen.getByRole('article', { name: 'Robotica in fabbrica' });
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(server.received).toEqual([]);

    await signalReturns(server);

    await waitFor(() => expect(server.state.agenda).toEqual([2]));
    expect(server.received).toEqual([
      [{ event_id: 2, starred: true, changed_at: expect.any(String) as unknown }],
    ]);
    expect((await unstarButton('Robotica in fabbrica')).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends only the latest change of an event tapped several times offline', async () => {
    const server = agendaServer(102);
    server.state.agenda = [1];
    renderRoutes('/events', visitor(102), server.api);
    await unstarButton('Apertura della fiera');
    server.state.online = false;

    fireEvent.click(await starButton('Robotica in fabbrica'));
    fireEvent.click(await unstarButton('Apertura della fiera'));
    fireEvent.click(await unstarButton('Robotica in fabbrica'));
    expect((await starButton('Robotica in fabbrica')).getAttribute('aria-pressed')).toBe('false');

    await signalReturns(server);

    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(server.received[0]).toEqual([
      expect.objectContaining({ event_id: 1, starred: false }),
      expect.objectContaining({ event_id: 2, starred: false }),
    ]);
    await waitFor(() => expect(server.state.agenda).toEqual([]));
  });

  it('keeps a waiting star on screen when the agenda is read again before it is sent', async () => {
    const server = agendaServer(103);
    const router = renderRoutes('/events', visitor(103), server.api);
    await starButton('Apertura della fiera');
    server.state.online = false;
    fireEvent.click(await starButton('Apertura della fiera'));
    await unstarButton('Apertura della fiera');

    // The agenda comes back from the server (which does not know the star yet) before the
    // star is sent: as after a reload, when the screen asks for it again.
    server.state.online = true;
    await act(() => router.options.context.queryClient.refetchQueries());

    expect((await unstarButton('Apertura della fiera')).getAttribute('aria-pressed')).toBe('true');
    await signalReturns(server);
    await waitFor(() => expect(server.state.agenda).toEqual([1]));
  });
});

describe('the device cache', () => {
  it('restores nothing, and loads no code, for a visitor with nothing saved', async () => {
    const cache = createDeviceCache(testQueryClient(), token);

    expect(await cache.restored).toBeUndefined();
    await cache.forget();
    expect(persistence.restoreQueries).not.toHaveBeenCalled();
    expect(persistence.forgetQueries).not.toHaveBeenCalled();
  });

  it("restores the saved screens of the stored session's user", async () => {
    localStorage.setItem('fiera:saved-for', '1');
    const queryClient = testQueryClient();

    const cache = createDeviceCache(queryClient, token);

    expect(await cache.restored).toEqual(attendee);
    expect(persistence.restoreQueries).toHaveBeenCalledWith(queryClient, token);
  });

  it('restores nothing without a session, even with screens saved', async () => {
    localStorage.setItem('fiera:saved-for', '1');

    expect(await createDeviceCache(testQueryClient(), null).restored).toBeUndefined();
    expect(persistence.restoreQueries).not.toHaveBeenCalled();
  });

  it('keeps and forgets in the order asked, whenever the code arrives', async () => {
    const order: string[] = [];
    vi.mocked(persistence.keepQueries).mockImplementation((_client, userId) => {
      order.push(`keep ${userId}`);
    });
    vi.mocked(persistence.forgetQueries).mockImplementation(() => {
      order.push('forget');
      return Promise.resolve();
    });
    const cache = createDeviceCache(testQueryClient(), token);

    cache.keep(1);
    const forgotten = cache.forget();
    cache.keep(2);
    await forgotten;
    await waitFor(() => expect(order).toEqual(['keep 1', 'forget', 'keep 2']));
  });
});
