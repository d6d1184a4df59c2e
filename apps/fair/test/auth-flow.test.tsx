import { t } from '@fiera/ui/i18n/all';
import { createMemoryHistory } from '@tanstack/react-router';
import type { Schemas } from '@fiera/api-client';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app';
import { apiClient, testQueryClient, userWith } from './helpers';

afterEach(() => {
  cleanup();
  // A logout left pending (no signal) is kept there; each test starts without one.
  localStorage.clear();
});

function jwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA' })}.${part(claims)}.signature`;
}
const token = jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 900 });
const attendee = userWith('attendee');
type Handlers = Parameters<typeof apiClient>[0];
const unauthorised = () => Response.json({ detail: 'Token non valido' }, { status: 401 });

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(t('login.email'))), {
    target: { value: email },
  });
  fireEvent.change(screen.getByLabelText(new RegExp(t('login.password'))), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: t('login.submit') }));
}

function renderApp(path: string, api: ReturnType<typeof apiClient>) {
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<App api={api} queryClient={testQueryClient()} history={history} />);
  return history;
}

describe('given a stored token at start-up', () => {
  it('loads the current user, then shows the protected route', async () => {
    const calls: string[] = [];
    const api = apiClient(
      {
        'GET /api/users/me': (request) => {
          calls.push(request.headers.get('Authorization') ?? '');
          return Response.json(attendee);
        },
      },
      token,
    );
    renderApp('/events', api);

    expect(screen.getByRole('status').textContent).toContain(t('common.loading'));
    expect(await screen.findByRole('heading', { name: t('events.title') })).toBeTruthy();
    expect(calls).toEqual([`Bearer ${token}`]);
  });

  it('ends on /login when the session has expired and cannot be refreshed', async () => {
    const expired = jwt({ sub: '1', exp: 1 });
    const api = apiClient({ 'POST /api/auth/refresh': unauthorised }, expired);
    const history = renderApp('/events', api);

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(api.session.getToken()).toBeNull();
  });
});

describe('given a stored token and no answer at start-up', () => {
  it('says the user could not be loaded, keeps the session, and loads on Riprova', async () => {
    let reachable = false;
    const api = apiClient(
      {
        'GET /api/users/me': () =>
          reachable ? Response.json(attendee) : Promise.reject(new TypeError('Failed to fetch')),
      },
      token,
    );
    const history = renderApp('/events', api);

    expect(await screen.findByText('Errore di rete: controlla la connessione')).toBeTruthy();
    expect(history.location.pathname).toBe('/events');
    expect(api.session.getToken()).toBe(token);

    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('heading', { name: t('events.title') })).toBeTruthy();
  });

  // Issue 16: the page had no heading, and no way out but waiting for the server.
  it('has a heading, and Esci ends the session and opens the login', async () => {
    const api = apiClient(
      {
        'GET /api/users/me': () => Promise.reject(new TypeError('Failed to fetch')),
        'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
      },
      token,
    );
    const history = renderApp('/events', api);

    expect(
      await screen.findByRole('heading', { level: 1, name: t('errors.unavailable') }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('common.logout') }));

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(api.session.getToken()).toBeNull();
  });

  it("puts focus back on 'Riprova' when it fails again", async () => {
    const api = apiClient(
      { 'GET /api/users/me': () => Promise.reject(new TypeError('Failed to fetch')) },
      token,
    );
    renderApp('/events', api);

    fireEvent.click(await screen.findByRole('button', { name: t('common.retry') }));
    await screen.findByRole('status');

    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.queryByRole('button', { name: t('common.retry') }),
      ),
    );
  });

  it("says 'Impossibile caricare i dati utente' when the server fails", async () => {
    const api = apiClient({ 'GET /api/users/me': () => new Response('', { status: 503 }) }, token);
    renderApp('/events', api);

    expect(await screen.findByText(t('errors.fetchUserFailed'))).toBeTruthy();
  });
});

describe('given no token at start-up', () => {
  it('makes no call and sends a protected route to /login', async () => {
    const history = renderApp('/events', apiClient());

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });
});

describe('when logging in', () => {
  it('asks for both fields before calling the server', async () => {
    renderApp('/login', apiClient());
    await screen.findByRole('heading', { name: t('login.title') });

    fillAndSubmit('giulia.bianchi@example.it', '');

    expect((await screen.findByRole('alert')).textContent).toContain(t('login.required'));
  });

  it('stores the token, loads the user and returns to the page that asked for login', async () => {
    let loginBody = '';
    const api = apiClient({
      'POST /api/auth/login': async (request) => {
        loginBody = await request.text();
        return Response.json({ access_token: token, token_type: 'bearer' });
      },
      'GET /api/users/me': (request) =>
        request.headers.get('Authorization') === `Bearer ${token}`
          ? Response.json(attendee)
          : unauthorised(),
    });
    const history = renderApp('/profile', api);
    await screen.findByRole('heading', { name: t('login.title') });

    fillAndSubmit('giulia.bianchi@example.it', 'segreta123');

    expect(await screen.findByRole('heading', { name: t('profile.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/profile');
    expect(loginBody).toBe('username=giulia.bianchi%40example.it&password=segreta123');
    expect(api.session.getToken()).toBe(token);
    expect(screen.getByRole('button', { name: t('common.logout') })).toBeTruthy();
  });

  it("shows the server's message when the credentials are refused", async () => {
    const api = apiClient({
      'POST /api/auth/login': () =>
        Response.json({ detail: 'Email o password non corretti' }, { status: 401 }),
    });
    renderApp('/login', api);
    await screen.findByRole('heading', { name: t('login.title') });

    fillAndSubmit('giulia.bianchi@example.it', 'sbagliata');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Email o password non corretti',
    );
    expect(api.session.getToken()).toBeNull();
  });
});

describe('given an authenticated attendee', () => {
  it('logs out to /login even when the logout call fails', async () => {
    const api = apiClient(
      {
        'GET /api/users/me': () => Response.json(attendee),
        'POST /api/auth/logout': () => Response.json({ detail: 'Errore' }, { status: 500 }),
      },
      token,
    );
    const history = renderApp('/events', api);
    await screen.findByRole('heading', { name: t('events.title') });

    fireEvent.click(screen.getByRole('button', { name: t('common.logout') }));

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t('common.logout') })).toBeNull(),
    );
    expect(history.location.pathname).toBe('/login');
    expect(api.session.getToken()).toBeNull();
  });

  it('ends the session on the phone at once on weak signal, and a new login waits for the logout', async () => {
    const order: string[] = [];
    let answerLogout: () => void = () => undefined;
    const api = apiClient(
      {
        'GET /api/users/me': () => Response.json(attendee),
        'POST /api/auth/logout': (request) => {
          order.push(`logout ${request.headers.get('Authorization')}`);
          return new Promise<Response>((resolve) => {
            answerLogout = () => {
              order.push('logout answered');
              resolve(Response.json({ message: 'ok' }));
            };
          });
        },
        'POST /api/auth/login': () => {
          order.push('login');
          return Response.json({ access_token: token, token_type: 'bearer' });
        },
      },
      token,
    );
    renderApp('/events', api);
    await screen.findByRole('heading', { name: t('events.title') });

    fireEvent.click(screen.getByRole('button', { name: t('common.logout') }));

    // The server has not answered yet, and the phone already holds no session of this user.
    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(api.session.getToken()).toBeNull();
    fillAndSubmit('altra.persona@example.it', 'segreta123');
    await waitFor(() => expect(order).toEqual([`logout Bearer ${token}`]));
    act(() => answerLogout());

    await waitFor(() =>
      expect(order).toEqual([`logout Bearer ${token}`, 'logout answered', 'login']),
    );
  });

  it('is sent to /login when the session expires mid-visit', async () => {
    const api = apiClient(
      {
        'GET /api/users/me': () => Response.json(attendee),
        'GET /api/events/': unauthorised,
        'POST /api/auth/refresh': unauthorised,
      },
      token,
    );
    const history = renderApp('/events', api);
    await screen.findByRole('heading', { name: t('events.title') });

    await expect(api.fetchClient.GET('/api/events/')).rejects.toThrow();

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });
});

// Back-office review: an admin who made someone staff left them their back-office (and a staff
// member made an attendee their scanner) until a reload; the guards read the user of the start.
describe('given a role changed by an admin while the app runs', () => {
  function serverWith(role: { current: Schemas['Role'] }, handlers: Handlers = {}) {
    return apiClient(
      { 'GET /api/users/me': () => Response.json(userWith(role.current)), ...handlers },
      token,
    );
  }

  it('leaves /admin when a back-office call is refused with 403 and the user is now staff', async () => {
    const role = { current: 'admin' as Schemas['Role'] };
    const api = serverWith(role, {
      'GET /api/admin/users': () => {
        // Demoted meanwhile: the server refuses the back-office.
        role.current = 'staff';
        return Response.json({ detail: 'Solo gli amministratori' }, { status: 403 });
      },
    });
    const history = renderApp('/admin/account', api);

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });

  it('leaves /admin when the tab is looked at again and the user is now an attendee', async () => {
    const role = { current: 'admin' as Schemas['Role'] };
    const history = renderApp('/admin', serverWith(role));
    expect(await screen.findByRole('heading', { name: t('admin.overview.title') })).toBeTruthy();

    role.current = 'attendee';
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });

  it('keeps the screen when the user is unchanged', async () => {
    const role = { current: 'admin' as Schemas['Role'] };
    const calls: string[] = [];
    const api = serverWith(role, {
      'GET /api/admin/users': () => {
        calls.push('users');
        return Response.json({ detail: 'Solo gli amministratori' }, { status: 403 });
      },
    });
    const history = renderApp('/admin/account', api);

    await screen.findByText(/Solo gli amministratori/);
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitFor(() => expect(calls).toEqual(['users']));
    expect(history.location.pathname).toBe('/admin/account');
  });
});
