import { t } from '@fiera/ui/i18n/all';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import type { Tracker } from '../src/features/tracking/tracker';
import { apiClient, testQueryClient, userWith } from './helpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Api = ReturnType<typeof apiClient>;

function renderApp(path: string, api: Api, tracker?: Tracker) {
  const history = createMemoryHistory({ initialEntries: [path] });
  render(
    <StrictMode>
      <App api={api} queryClient={testQueryClient()} history={history} tracker={tracker} />
    </StrictMode>,
  );
  return history;
}

/**
 * Fake timeouts that still tick with the real clock, so the router and Testing Library keep
 * working; the test jumps ahead to the redirect. The real time a test takes (well under
 * TOLERANCE_MS) is why "not yet" is checked that much before the deadline.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

const TOLERANCE_MS = 500;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const alert = async () => (await screen.findByRole('alert')).textContent;

describe('login', () => {
  it('asks for both fields without calling the server', async () => {
    const calls: string[] = [];
    renderApp(
      '/login',
      apiClient({
        'POST /api/auth/login': () => {
          calls.push('login');
          return Response.json({ detail: 'never' }, { status: 500 });
        },
      }),
    );
    await screen.findByRole('heading', { name: t('login.title') });

    type(/^Password/, 'segreta123');
    click(t('login.submit'));

    expect(await alert()).toContain(t('login.required'));
    expect(calls).toEqual([]);
  });

  it('loads the user and goes home', async () => {
    const api = apiClient({
      'POST /api/auth/login': () => Response.json({ access_token: 'tok', token_type: 'bearer' }),
      'GET /api/users/me': () => Response.json(userWith('attendee')),
    });
    const history = renderApp('/login', api);
    await screen.findByRole('heading', { name: t('login.title') });

    type(/^Email/, 'giulia.bianchi@example.it');
    type(/^Password/, 'segreta123');
    click(t('login.submit'));

    expect(
      await screen.findByRole('heading', { name: t('home.greeting', { name: 'Giulia' }) }),
    ).toBeTruthy();
    expect(history.location.pathname).toBe('/');
  });

  it('offers to resend the verification e-mail when the address is not verified', async () => {
    let resendBody: unknown;
    const api = apiClient({
      'POST /api/auth/login': () =>
        Response.json({ detail: 'Verifica la tua email prima di accedere.' }, { status: 403 }),
      'POST /api/auth/resend-verification': async (request) => {
        resendBody = await request.json();
        return Response.json({ message: 'Ti abbiamo inviato una nuova email di verifica.' });
      },
    });
    renderApp('/login', api);
    await screen.findByRole('heading', { name: t('login.title') });

    type(/^Email/, 'giulia.bianchi@example.it');
    type(/^Password/, 'segreta123');
    click(t('login.submit'));

    expect(await alert()).toContain('Verifica la tua email prima di accedere.');
    click(t('login.resendVerification'));

    expect((await screen.findByRole('status')).textContent).toContain(
      'Ti abbiamo inviato una nuova email di verifica.',
    );
    expect(resendBody).toEqual({ email: 'giulia.bianchi@example.it' });
  });

  it('does not offer the resend action for wrong credentials', async () => {
    const api = apiClient({
      'POST /api/auth/login': () => new Response('', { status: 401 }),
    });
    renderApp('/login', api);
    await screen.findByRole('heading', { name: t('login.title') });

    type(/^Email/, 'giulia.bianchi@example.it');
    type(/^Password/, 'sbagliata');
    click(t('login.submit'));

    expect(await alert()).toContain(t('login.errors.loginFailed'));
    expect(screen.queryByRole('button', { name: t('login.resendVerification') })).toBeNull();
  });
});

describe('registration', () => {
  it('sends only the filled fields with the consent, then thanks the user', async () => {
    let body: unknown;
    const api = apiClient({
      'POST /api/auth/register': async (request) => {
        body = await request.json();
        return Response.json({ message: 'Controlla la tua email.' }, { status: 201 });
      },
    });
    const history = renderApp('/register', api);
    await screen.findByRole('heading', { name: t('register.title') });

    type(/^Nome$/, 'Giulia');
    type(/^Email/, 'giulia.bianchi@example.it');
    fireEvent.change(screen.getByRole('combobox', { name: t('register.employmentType') }), {
      target: { value: 'self_employed' },
    });
    type(/^Password/, 'segreta123');
    type(/^Conferma password/, 'segreta123');
    fireEvent.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    click(t('register.submit'));

    expect(await screen.findByRole('heading', { name: t('thankYou.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/thank-you');
    expect(body).toEqual({
      email: 'giulia.bianchi@example.it',
      password: 'segreta123',
      first_name: 'Giulia',
      employment_type: 'self_employed',
      privacy_consent: true,
    });
  });

  it("shows the server's reason when the registration is refused", async () => {
    const api = apiClient({
      'POST /api/auth/register': () =>
        Response.json({ detail: 'Esiste già un account con questa email.' }, { status: 409 }),
    });
    renderApp('/register', api);
    await screen.findByRole('heading', { name: t('register.title') });

    type(/^Email/, 'giulia.bianchi@example.it');
    type(/^Password/, 'segreta123');
    type(/^Conferma password/, 'segreta123');
    fireEvent.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    click(t('register.submit'));

    expect(await alert()).toContain('Esiste già un account con questa email.');
  });
});

describe('thank-you', () => {
  it('tracks the registration once and goes to /login after 8 seconds', async () => {
    fakeTimeouts();
    const tracker = { track: vi.fn() };
    const history = renderApp('/thank-you', apiClient(), tracker);
    await screen.findByRole('heading', { name: t('thankYou.title') });

    await advance(8000 - TOLERANCE_MS);
    expect(history.location.pathname).toBe('/thank-you');

    await advance(TOLERANCE_MS);
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(tracker.track).toHaveBeenCalledExactlyOnceWith({ name: 'registration' });
  });
});

describe('forgot password', () => {
  it("shows the server's message as a success", async () => {
    let body: unknown;
    const api = apiClient({
      'POST /api/auth/forgot-password': async (request) => {
        body = await request.json();
        return Response.json({ message: 'Ti abbiamo inviato le istruzioni.' });
      },
    });
    renderApp('/forgot-password', api);
    await screen.findByRole('heading', { name: t('forgotPassword.title') });

    type(/^Email/, 'giulia.bianchi@example.it');
    click(t('forgotPassword.submit'));

    expect((await screen.findByRole('status')).textContent).toContain(
      'Ti abbiamo inviato le istruzioni.',
    );
    expect(body).toEqual({ email: 'giulia.bianchi@example.it' });
  });

  it('falls back to the Italian default when the server gives no reason', async () => {
    const api = apiClient({
      'POST /api/auth/forgot-password': () => new Response('Bad gateway', { status: 502 }),
    });
    renderApp('/forgot-password', api);
    await screen.findByRole('heading', { name: t('forgotPassword.title') });

    type(/^Email/, 'giulia.bianchi@example.it');
    click(t('forgotPassword.submit'));

    expect(await alert()).toContain(t('forgotPassword.errors.forgotPasswordFailed'));
  });
});

describe('reset password', () => {
  it('refuses to submit without a token', async () => {
    renderApp('/reset-password', apiClient());
    await screen.findByRole('heading', { name: t('resetPassword.title') });

    click(t('resetPassword.submit'));

    expect(await alert()).toContain(t('resetPassword.missingToken'));
  });

  it('checks the fields in order, resets and goes to /login after 3 seconds', async () => {
    let body: unknown;
    const api = apiClient({
      'POST /api/auth/reset-password': async (request) => {
        body = await request.json();
        return Response.json({ message: 'Password aggiornata. Ora puoi accedere.' });
      },
    });
    const history = renderApp('/reset-password?token=abc', api);
    await screen.findByRole('heading', { name: t('resetPassword.title') });

    click(t('resetPassword.submit'));
    expect(await alert()).toContain(t('resetPassword.required'));

    type(/^Nuova Password/, 'breve');
    type(/^Conferma la Nuova Password/, 'brevi');
    click(t('resetPassword.submit'));
    expect(await alert()).toContain(t('resetPassword.passwordMismatch'));

    type(/^Conferma la Nuova Password/, 'breve');
    click(t('resetPassword.submit'));
    expect(await alert()).toContain(t('resetPassword.passwordTooShort'));

    fakeTimeouts();
    type(/^Nuova Password/, 'nuovasegreta');
    type(/^Conferma la Nuova Password/, 'nuovasegreta');
    click(t('resetPassword.submit'));

    expect((await screen.findByRole('status')).textContent).toContain(
      'Password aggiornata. Ora puoi accedere.',
    );
    expect(body).toEqual({ token: 'abc', new_password: 'nuovasegreta' });

    await advance(3000 - TOLERANCE_MS);
    expect(history.location.pathname).toBe('/reset-password');
    await advance(TOLERANCE_MS);
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });
});

describe('e-mail verification', () => {
  it('verifies once under StrictMode, then goes to /login after 10 seconds', async () => {
    fakeTimeouts();
    const tokens: unknown[] = [];
    const api = apiClient({
      'POST /api/auth/verify-email': async (request) => {
        tokens.push(await request.json());
        return Response.json({ message: 'Email verificata.' });
      },
    });
    const history = renderApp('/verify-email?token=abc', api);

    expect(await screen.findByRole('img', { name: t('verifyEmail.successIcon') })).toBeTruthy();
    expect(screen.getByText(/La tua email è stata verificata!/)).toBeTruthy();
    expect(tokens).toEqual([{ token: 'abc' }]);

    await advance(10000 - TOLERANCE_MS);
    expect(history.location.pathname).toBe('/verify-email');
    await advance(TOLERANCE_MS);
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(tokens).toHaveLength(1);
  });

  it.each([
    [
      'the server refuses with a reason',
      () => Response.json({ detail: 'Link di verifica scaduto.' }, { status: 400 }),
      'Link di verifica scaduto.',
    ],
    [
      'the server refuses without a reason',
      () => new Response('', { status: 500 }),
      t('verifyEmail.errors.verificationFailed'),
    ],
    [
      'the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      t('verifyEmail.errors.verificationException'),
    ],
  ])('shows the error when %s', async (_case, handler, message) => {
    renderApp('/verify-email?token=abc', apiClient({ 'POST /api/auth/verify-email': handler }));

    expect(await alert()).toContain(message);
    expect(screen.getByRole('img', { name: t('verifyEmail.errorIcon') })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: t('verifyEmail.backToLogin') }).getAttribute('href'),
    ).toBe('/login');
  });

  it('without a token, shows the invalid-link error without calling the server', async () => {
    const calls: string[] = [];
    renderApp(
      '/verify-email',
      apiClient({
        'POST /api/auth/verify-email': () => {
          calls.push('verify');
          return Response.json({ message: 'no' });
        },
      }),
    );

    expect(await alert()).toContain(t('verifyEmail.errors.invalidVerificationLink'));
    expect(calls).toEqual([]);
  });
});
