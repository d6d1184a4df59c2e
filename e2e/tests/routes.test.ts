import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { bearer, createUser, type RunningServer } from '@fiera/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { events, vendors } from '../../apps/server/src/db/schema/index';
import { startAppServer } from '../support/app-server';
import {
  DESKTOP_VIEWPORT,
  launchBrowser,
  PHONE_VIEWPORT,
  SMALL_PHONE_VIEWPORT,
  type LaunchedBrowser,
} from '../support/browser';

const SCREENS_DIR = path.resolve(import.meta.dirname, '../artifacts/screens');
const PASSWORD = 'una-password-sicura';
const AUTH_ROUTES = [
  '/login',
  '/register',
  '/thank-you',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];
const PROTECTED_ROUTES = [
  '/',
  '/profile',
  '/events',
  '/map',
  '/vendors',
  '/vendor/1',
  '/matches',
  '/validate',
];
// Generous: the production build loads on a 2-core machine busy with other test suites.
const WAIT = { timeout: 30_000 };

let server: RunningServer;
let vendorIds: Record<string, number>;

beforeAll(async () => {
  server = await startAppServer();
  const rows = await server.app.db
    .insert(vendors)
    .values([
      { name: 'Alfa Energia', stand: 'A1', website: 'https://alfa.example', email: 'a@alfa.it' },
      { name: 'Beta Logistica', stand: 'B2', description: 'Trasporti su misura' },
      { name: 'Gamma Robotica', location: 'Padiglione 3' },
    ])
    .returning({ id: vendors.id, name: vendors.name });
  vendorIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  await server.app.db.insert(events).values([
    {
      title: 'Apertura della fiera',
      speaker: 'Anna Bianchi',
      companyName: 'Fiera Srl',
      location: 'Marchionne',
      tags: ['apertura'],
      eventDate: '2026-10-16',
      eventTime: '09:30',
    },
    {
      title: 'Robot in magazzino',
      location: 'Epicentro',
      eventDate: '2026-10-17',
      eventTime: '11:00',
    },
  ]);
});

afterAll(async () => {
  await server?.close();
});

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

describe.each([
  { device: 'phone', viewport: PHONE_VIEWPORT },
  { device: 'small phone', viewport: SMALL_PHONE_VIEWPORT },
  { device: 'desktop', viewport: DESKTOP_VIEWPORT },
])('given the production build at a $device viewport', ({ device, viewport }) => {
  let browser: LaunchedBrowser;
  let cspViolations: string[] = [];
  /** Files the app asked its own origin for and did not get (an icon, a chunk, an image). */
  let missingFiles: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser({ viewport });
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    for (const page of browser.context.pages()) await page.close();
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    expect(missingFiles, 'files of the app that failed to load').toEqual([]);
  });

  /** A page with no session: the persistent context shares cookies and storage across pages. */
  async function freshPage(): Promise<Page> {
    cspViolations = [];
    missingFiles = [];
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      const ownFile =
        url.origin === server.url &&
        !url.pathname.startsWith('/api/') &&
        response.request().resourceType() !== 'document';
      if (ownFile && response.status() >= 400)
        missingFiles.push(`${response.status()} ${url.pathname}`);
    });
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.clear());
    return page;
  }

  /**
   * Every screen visited: never wider than the screen, a phone screenshot for review, and no
   * serious accessibility issue.
   */
  async function checkScreen(page: Page, name: string) {
    if (device === 'phone') {
      mkdirSync(SCREENS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(serious, `accessibility violations on ${name}`).toEqual([]);
  }

  async function logIn(page: Page, email: string) {
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
  }

  function newUser(role: 'attendee' | 'staff' = 'attendee', email?: string) {
    return createUser(server.app, { role, password: PASSWORD, email });
  }

  function footer(page: Page) {
    return page.getByRole('navigation', { name: 'Navigazione principale' });
  }

  async function storedToken(page: Page): Promise<string | null> {
    return page.evaluate(() => localStorage.getItem('token'));
  }

  it('sends an anonymous visitor from every protected route to /login', async () => {
    const page = await freshPage();
    for (const route of PROTECTED_ROUTES) {
      await page.goto(`${server.url}${route}`);
      await page.waitForURL((url) => url.pathname === '/login', WAIT);
      await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
    }
  });

  it("gives the browser tab the fair's icon", async () => {
    const page = await freshPage();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    const response = await page.request.get(new URL(icon ?? '', server.url).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });

  it('shows an unknown address as the Italian not-found page, whose way home works', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/pagina-che-non-esiste`);
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor(WAIT);
    expect(await page.getByText('Not Found').count()).toBe(0);
    await checkScreen(page, 'not-found');
    await page.getByRole('link', { name: 'Torna alla home', exact: true }).click();
    // Home is for signed-in visitors: an anonymous one lands on the login.
    await page.waitForURL((url) => url.pathname === '/login', WAIT);
  });

  it('shows the privacy notice the registration links to, in Italian, without the footer', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/register`);
    const link = page.getByRole('link', { name: /informativa sulla privacy/i });
    expect(await link.getAttribute('href')).toBe('/privacy');
    await page.goto(`${server.url}/privacy`);
    await page.getByRole('heading', { name: 'Informativa sulla privacy', level: 1 }).waitFor(WAIT);
    expect(await page.getByRole('heading', { name: 'I tuoi diritti' }).count()).toBe(1);
    expect(await footer(page).count()).toBe(0);
    await checkScreen(page, 'privacy');
  });

  it('shows the six account screens without the footer navigation', async () => {
    const page = await freshPage();
    for (const route of AUTH_ROUTES) {
      await page.goto(`${server.url}${route}`);
      await page.getByRole('heading').first().waitFor(WAIT);
      expect(pathOf(page)).toBe(route);
      expect(await footer(page).count(), `footer on ${route}`).toBe(0);
      // Never wider than the screen, and the card keeps a margin off the phone's edges.
      const layout = await page.evaluate(() => {
        // The screen's card: the outermost box of the main content.
        const card = document.querySelector('main')?.firstElementChild?.getBoundingClientRect();
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          left: card?.left ?? 0,
          right: window.innerWidth - (card?.right ?? 0),
        };
      });
      expect(layout.overflow, `horizontal overflow on ${route}`).toBeLessThanOrEqual(0);
      expect(layout.left, `left margin on ${route}`).toBeGreaterThanOrEqual(12);
      expect(layout.right, `right margin on ${route}`).toBeGreaterThanOrEqual(12);
      await checkScreen(page, route.slice(1));
    }
  });

  it('lets the keyboard reach the login fields, button and links in order, with visible focus', async () => {
    const page = await freshPage();
    await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
    const submit = page.getByRole('button', { name: 'Accedi' });
    const outline = () =>
      submit.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.boxShadow}`;
      });
    const unfocused = await outline();

    const wanted = [
      'input:Email',
      'input:Password',
      'button:Accedi',
      'a:Hai dimenticato la Password?',
      'a:Non sei registrato?',
    ];
    const reached: string[] = [];
    let submitFocusStyle: string | undefined;
    for (let step = 0; step < 15 && reached.length < wanted.length; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement)) return '';
        const name =
          element instanceof HTMLInputElement
            ? (element.labels?.[0]?.textContent ?? '')
            : (element.textContent ?? '');
        return `${element.tagName.toLowerCase()}:${name.replace('*', '').trim()}`;
      });
      if (focused === 'button:Accedi') submitFocusStyle = await outline();
      const next = wanted[reached.length];
      if (next !== undefined && focused.startsWith(next)) reached.push(next);
    }
    expect(reached).toEqual(wanted);
    expect(submitFocusStyle).toBeDefined();
    expect(submitFocusStyle, 'the focused button looks focused').not.toBe(unfocused);
  });

  it('takes an attendee through every screen, and the logo home', async () => {
    // A long address must wrap on the profile, not push the screen sideways.
    const user = await newUser(
      'attendee',
      `mariaantoniettalunghissimocognome${device.replace(' ', '')}@aziendadalnomemoltolungo.example.it`,
    );
    const page = await freshPage();
    await logIn(page, user.email);
    await page.getByRole('heading', { name: /^Ciao/, level: 1 }).waitFor(WAIT);
    // The footer is loaded beside the screen (it is not in the /login bundle): wait for it.
    await footer(page).waitFor(WAIT);
    await checkScreen(page, 'home');

    const screens: { route: string; name: string; heading: RegExp | string }[] = [
      { route: '/profile', name: 'profile', heading: 'Profilo' },
      { route: '/events', name: 'events', heading: 'Eventi' },
      { route: '/map', name: 'map', heading: 'Mappa' },
      { route: '/vendors', name: 'vendors', heading: 'Aziende' },
      {
        route: `/vendor/${vendorIds['Beta Logistica']}`,
        name: 'vendor',
        heading: 'Beta Logistica',
      },
      { route: '/matches', name: 'matches', heading: /Match|Profilo Incompleto/ },
    ];
    for (const screen of screens) {
      await page.goto(`${server.url}${screen.route}`);
      await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor(WAIT);
      expect(pathOf(page)).toBe(screen.route);
      await footer(page).waitFor(WAIT);
      await checkScreen(page, screen.name);
    }

    // Not staff: no 'Valida' link, and /validate sends to /login.
    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { name: 'Profilo', level: 1 }).waitFor(WAIT);
    expect(await page.getByRole('link', { name: 'Valida' }).count()).toBe(0);
    await page.goto(`${server.url}/validate`);
    await page.waitForURL((url) => url.pathname === '/login', WAIT);

    await page.goto(`${server.url}/events`);
    await page.getByText('Apertura della fiera').waitFor(WAIT);
    await page.getByRole('link', { name: /torna alla home/ }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
  });

  it("returns with 'Indietro' from a vendor to the directory it was opened from", async () => {
    const user = await newUser();
    const page = await freshPage();
    await logIn(page, user.email);
    await footer(page).getByRole('link', { name: 'Aziende' }).click();
    await page.getByRole('heading', { name: 'Aziende', level: 1 }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Gamma Robotica' }).click();
    await page.getByRole('heading', { name: 'Gamma Robotica', level: 1 }).waitFor(WAIT);
    expect(pathOf(page)).toBe(`/vendor/${vendorIds['Gamma Robotica']}`);
    await page.getByRole('button', { name: 'Indietro' }).click();
    await page.waitForURL((url) => url.pathname === '/vendors', WAIT);
    await page.getByRole('heading', { name: 'Aziende', level: 1 }).waitFor(WAIT);

    // Opened from a link with no navigation state (shared, reloaded), it goes home.
    await page.goto(`${server.url}/vendor/${vendorIds['Alfa Energia']}`);
    await page.getByRole('heading', { name: 'Alfa Energia', level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Indietro' }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
  });

  it("lets staff reach /validate and shows them the 'Valida' link on the profile", async () => {
    const staff = await newUser('staff');
    const page = await freshPage();
    await logIn(page, staff.email);
    await footer(page).getByRole('link', { name: 'Profilo' }).click();
    await page.getByRole('heading', { name: 'Profilo', level: 1 }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Valida' }).click();
    await page.waitForURL((url) => url.pathname === '/validate', WAIT);
    await page.getByRole('heading', { name: 'Inquadra qui il QR Code' }).waitFor(WAIT);
    await checkScreen(page, 'validate');
  });

  it('refreshes an expired access token without interrupting the journey', async () => {
    const user = await newUser();
    const page = await freshPage();
    await logIn(page, user.email);
    await footer(page).getByRole('link', { name: 'Profilo' }).click();
    await page.getByRole('heading', { name: 'Profilo', level: 1 }).waitFor(WAIT);

    const expired = await server.app.accessTokens.sign(
      { userId: user.id, role: user.role },
      new Date(Date.now() - 60 * 60_000),
    );
    await page.evaluate((token) => localStorage.setItem('token', token), expired);
    // The vendors are not cached yet (home loads the programme): this click makes a call.
    await footer(page).getByRole('link', { name: 'Aziende' }).click();
    await page.getByRole('link', { name: 'Alfa Energia' }).waitFor(WAIT);
    expect(pathOf(page)).toBe('/vendors');
    const renewed = await storedToken(page);
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(expired);
  });

  it('ends at /login once the refresh token is revoked and the access token expired', async () => {
    const user = await newUser();
    const page = await freshPage();
    await logIn(page, user.email);
    // Logged out elsewhere, e.g. from another device holding the same session.
    // The refresh cookie is scoped to /api/auth.
    const cookies = await browser.context.cookies(`${server.url}/api/auth/refresh`);
    const refresh = cookies.find((cookie) => cookie.name === 'fiera_refresh');
    expect(refresh).toBeDefined();
    const logout = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...bearer(user.token), cookie: `fiera_refresh=${refresh?.value ?? ''}` },
    });
    expect(logout.status).toBe(200);
    const expired = await server.app.accessTokens.sign(
      { userId: user.id, role: user.role },
      new Date(Date.now() - 60 * 60_000),
    );
    await page.evaluate((token) => localStorage.setItem('token', token), expired);
    await page.goto(`${server.url}/vendors`);
    await page.waitForURL((url) => url.pathname === '/login', WAIT);
    await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
    expect(await storedToken(page)).toBeNull();
  });
});
