import { createUser, type RunningServer } from '@fiera/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../apps/server/src/db/schema/index';
import { startAppServer } from '../support/app-server';
import { launchBrowser, type LaunchedBrowser } from '../support/browser';

// Generous: the production build loads on a 2-core machine busy with other test suites.
const WAIT = { timeout: 30_000 };

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startAppServer();
  await server.app.db.insert(events).values({
    title: 'Apertura della fiera',
    location: 'Palco Marchionne',
    eventDate: '2026-10-16',
    eventTime: '09:30',
  });
  ({ token } = await createUser(server.app));
});

afterAll(async () => {
  await server?.close();
});

/**
 * A browser of its own (an empty cache), signed in as a returning visitor: the token stored.
 * Without the service worker: these journeys count what the page asks on the wire, and a worker
 * would answer the boot script from its cache before a route could delay it.
 */
async function signedInBrowser(): Promise<LaunchedBrowser> {
  const browser = await launchBrowser({ serviceWorkers: 'block' });
  await browser.context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  return browser;
}

/** The API calls a page makes, as "GET /api/…". */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.url && url.pathname.startsWith('/api/')) {
      calls.push(`${request.method()} ${url.pathname}`);
    }
  });
  return calls;
}

const count = (calls: string[], call: string) => calls.filter((made) => made === call).length;

// Issue 16: the boot script starts the first screen's calls before the app's bundle arrives;
// when the bundle ran first, its client never took those answers and asked again.
describe('given a returning visitor opening /events', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await signedInBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    for (const page of browser.context.pages()) await page.close();
  });

  async function openEvents(page: Page): Promise<string[]> {
    const calls = recordApiCalls(page);
    await page.goto(`${server.url}/events`);
    await page.getByRole('heading', { name: 'Apertura della fiera' }).waitFor(WAIT);
    // Whatever a late script would still ask for has been asked by now.
    await page.waitForTimeout(1500);
    return calls;
  }

  it('asks for the user and the programme once each, on a cold load', async () => {
    const page = await browser.context.newPage();

    const calls = await openEvents(page);

    expect(count(calls, 'GET /api/users/me')).toBe(1);
    expect(count(calls, 'GET /api/events/')).toBe(1);
  });

  it('asks once each too when the app starts before the boot script', async () => {
    const page = await browser.context.newPage();
    // The boot script arrives late, as when both files come from the cache in either order.
    await page.route('**/assets/boot-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    const calls = await openEvents(page);

    expect(count(calls, 'GET /api/users/me')).toBe(1);
    expect(count(calls, 'GET /api/events/')).toBe(1);
  });
});

// Issue 16: the fallbacks for a chunk that cannot load (no signal on a first visit) had no test.
describe('given a chunk of the app that cannot be loaded', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await signedInBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    for (const page of browser.context.pages()) await page.close();
  });

  it('works on without the footer navigation when its chunk fails', async () => {
    const page = await browser.context.newPage();
    await page.route('**/assets/footer-nav-*.js', (route) => route.abort('internetdisconnected'));
    const footerRequested = page.waitForRequest(/\/assets\/footer-nav-[^/]*\.js$/, WAIT);

    await page.goto(`${server.url}/events`);
    await page.getByRole('heading', { name: 'Apertura della fiera' }).waitFor(WAIT);
    await footerRequested;
    await page.waitForTimeout(500);

    expect(await page.getByRole('navigation', { name: 'Navigazione principale' }).count()).toBe(0);
    expect(await page.getByText('Something went wrong!').count()).toBe(0);
    // The header still leads home, and the home to the other screens.
    await page.getByRole('link', { name: /torna alla home/ }).click();
    await page.getByRole('heading', { name: /^Ciao/, level: 1 }).waitFor(WAIT);
    await page.getByRole('link', { name: /Il mio biglietto/ }).click();
    await page.getByRole('heading', { name: 'Profilo', level: 1 }).waitFor(WAIT);
  });

  it("says there is no signal, in Italian with 'Riprova', when the status pages' chunk fails", async () => {
    const page = await browser.context.newPage();
    await page.route('**/assets/status-pages-*.js', (route) => route.abort('internetdisconnected'));

    await page.goto(`${server.url}/pagina-che-non-esiste`);

    await page.getByRole('heading', { name: 'Pagina non disponibile', level: 1 }).waitFor(WAIT);
    expect(await page.getByRole('alert').textContent()).toContain(
      'Errore di rete: controlla la connessione',
    );
    expect(await page.getByText('Something went wrong!').count()).toBe(0);
    expect(await page.getByText('Not Found').count()).toBe(0);

    // The signal is back: 'Riprova' reloads, and the page says what it is.
    await page.unroute('**/assets/status-pages-*.js');
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page.getByRole('heading', { name: 'Pagina non trovata', level: 1 }).waitFor(WAIT);
  });
});
