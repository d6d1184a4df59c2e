import { t } from '@fiera/ui/i18n/all';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuth, renderRoutes, userWith } from './helpers';

afterEach(cleanup);

const anonymous = fakeAuth(null);
const attendee = fakeAuth(userWith('attendee'));
const staff = fakeAuth(userWith('staff'));
const admin = fakeAuth(userWith('admin'));

const footerNav = () => screen.queryByRole('navigation', { name: t('nav.label') });
// Loaded apart from the entry chunk (see __root.tsx): it may appear just after the screen.
const findFooterNav = () => screen.findByRole('navigation', { name: t('nav.label') });

describe('given an anonymous visitor', () => {
  it('when opening /profile, redirects to /login with the way back', async () => {
    const router = renderRoutes('/profile', anonymous);

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/profile' });
  });

  it.each(['/', '/events', '/map', '/vendors', '/vendor/3', '/matches', '/validate'])(
    'when opening %s, redirects to /login',
    async (path) => {
      const router = renderRoutes(path, anonymous);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each([
    ['/register', 'register.title'],
    ['/thank-you', 'thankYou.title'],
    ['/forgot-password', 'forgotPassword.title'],
    ['/reset-password?token=abc', 'resetPassword.title'],
    ['/verify-email?token=abc', 'verifyEmail.title'],
  ] as const)('when opening the public route %s, shows it', async (path, title) => {
    renderRoutes(path, anonymous);
    expect(await screen.findByRole('heading', { name: t(title) })).toBeTruthy();
  });

  it('keeps the token query parameter of /reset-password', async () => {
    const router = renderRoutes('/reset-password?token=abc', anonymous);
    await screen.findByRole('heading', { name: t('resetPassword.title') });
    const reset = router.state.matches.find((match) => match.routeId === '/reset-password');
    expect(reset?.search.token).toBe('abc');
  });

  it('drops a redirect parameter that leaves the site', async () => {
    const router = renderRoutes('/login?redirect=%2F%2Fevil.example%2Fphish', anonymous);
    await screen.findByRole('heading', { name: t('login.title') });
    // location.search is the raw URL; the validated search is what the login screen reads.
    const login = router.state.matches.find((match) => match.routeId === '/login');
    expect(login?.search.redirect).toBeUndefined();
  });

  it('shows no logout button', async () => {
    renderRoutes('/login', anonymous);
    await screen.findByRole('heading', { name: t('login.title') });
    expect(screen.queryByRole('button', { name: t('common.logout') })).toBeNull();
  });
});

describe('given an attendee', () => {
  it('when opening /validate, redirects to /login', async () => {
    const router = renderRoutes('/validate', attendee);

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('when opening /events, shows it with the footer navigation and the logout button', async () => {
    renderRoutes('/events', attendee);

    expect(await screen.findByRole('heading', { name: t('events.title') })).toBeTruthy();
    expect(await findFooterNav()).toBeTruthy();
    expect(screen.getByRole('button', { name: t('common.logout') })).toBeTruthy();
  });

  it('reaches the vendor detail', async () => {
    const router = renderRoutes('/vendor/3', attendee);
    await screen.findByRole('heading', { name: t('vendors.title') });
    expect(router.state.location.pathname).toBe('/vendor/3');
  });
});

describe.each([
  ['staff', staff],
  ['admin', admin],
])('given a %s user', (_role, auth) => {
  it('when opening /validate, shows the scanner screen', async () => {
    const router = renderRoutes('/validate', auth);

    expect(await screen.findByRole('heading', { name: t('validate.title') })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/validate');
  });
});

describe('given the auth state is loading', () => {
  it('shows the loading text instead of any route', () => {
    renderRoutes('/events', fakeAuth(null, { isLoading: true }));

    expect(screen.getByRole('status').textContent).toContain(t('common.loading'));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(footerNav()).toBeNull();
  });
});

describe('the footer navigation', () => {
  it.each([
    '/login',
    '/register',
    '/thank-you',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
  ])('is absent on %s', async (path) => {
    renderRoutes(path, anonymous);
    await screen.findByRole('heading');
    expect(footerNav()).toBeNull();
  });

  // Issue 16: with a trailing slash ('/login/', typed or bookmarked) the footer's rules did not
  // know the path, and a signed-in visitor got the footer '/login' hides.
  describe('given a trailing slash', () => {
    it.each(['/login/', '/register/'])('is absent on %s as without it', async (path) => {
      // The footer's code is loaded once it is first needed: load it, so absence means hidden.
      renderRoutes('/events', attendee);
      await findFooterNav();
      cleanup();

      renderRoutes(path, attendee);

      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(footerNav()).toBeNull();
    });
  });

  it('links home, profile, vendors, events, map and matches', async () => {
    renderRoutes('/events', attendee);
    await screen.findByRole('heading', { name: t('events.title') });

    const links = (await findFooterNav()).querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/profile',
      '/vendors',
      '/events',
      '/map',
      '/matches',
    ]);
  });
});
