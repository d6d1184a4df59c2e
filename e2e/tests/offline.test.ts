import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, createUser, startTestServer, type RunningServer } from '@fiera/server/testing';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, vendors } from '../../apps/server/src/db/schema/index';
import { startAppServer } from '../support/app-server';
import { launchBrowser, type LaunchedBrowser } from '../support/browser';

// Generous: the production build loads on a 2-core machine busy with other test suites.
const WAIT = { timeout: 30_000 };
const PASSWORD = 'una-password-sicura';
const STATIC_DIR = path.resolve(
  process.env.E2E_STATIC_DIR ?? path.resolve(import.meta.dirname, '../../apps/fair/dist'),
);

const star = (title: string) => `Aggiungi «${title}» alla mia agenda`;
const unstar = (title: string) => `Togli «${title}» dalla mia agenda`;

/** The service worker serves this page: what it loads next comes from its caches. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, WAIT);
}

/**
 * The screens' data the app keeps on the device (IndexedDB), as the query keys' paths. Opened
 * only once the app has made the database: opening it first would make it without its store.
 */
function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'fiera-device')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('fiera-device');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('saved')) return [];
      const saved = await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('saved').objectStore('saved').get('queries');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const queries =
        (saved as { state?: { queries?: { queryKey: unknown[] }[] } } | undefined)?.state
          ?.queries ?? [];
      return queries.map((query) => String(query.queryKey[1]));
    } finally {
      db.close();
    }
  });
}

/** Waits until the device keeps these screens' data (written a moment after each answer). */
async function savedOnDevice(page: Page, paths: string[]) {
  for (let waited = 0; ; waited += 250) {
    const saved = await savedPaths(page);
    if (paths.every((path) => saved.includes(path))) return;
    if (waited > WAIT.timeout) throw new Error(`saved on the device: ${saved.join(', ')}`);
    await page.waitForTimeout(250);
  }
}

describe('given a visitor who opened the app once with signal', () => {
  let server: RunningServer;
  let browser: LaunchedBrowser;
  let page: Page;
  let user: Awaited<ReturnType<typeof createUser>>;
  let ticketId: string;
  let vendorPath: string;
  const eventIds: Record<string, number> = {};

  beforeAll(async () => {
    server = await startAppServer();
    await server.app.db.insert(vendors).values([
      { name: 'Caffè Aurora', stand: 'A01', description: 'Torrefazione artigianale.' },
      { name: 'Officine Brera', stand: 'B07', description: 'Meccanica di precisione.' },
    ]);
    const rows = await server.app.db
      .insert(events)
      .values([
        {
          title: 'Energia solare per le PMI',
          location: 'Palco Marchionne',
          eventDate: '2026-10-16',
          eventTime: '10:00',
        },
        {
          title: 'Robotica collaborativa',
          location: 'Arena Epicentro',
          eventDate: '2026-10-16',
          eventTime: '11:30',
        },
        {
          title: 'Caffè e territorio',
          location: 'Palco Marchionne',
          eventDate: '2026-10-17',
          eventTime: '09:00',
        },
      ])
      .returning({ id: events.id, title: events.title });
    for (const row of rows) eventIds[row.title] = row.id;
    user = await createUser(server.app, { password: PASSWORD });
    ticketId = (await server.app.ticketsService.issueTicket(user.id)).ticket.uuid;
    browser = await launchBrowser();
    page = await browser.context.newPage();

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    await controlledByServiceWorker(page);
    // One visit to each screen, as a visitor would make before entering the halls; each one's
    // data is on the device a moment after it shows.
    await page.goto(`${server.url}/events`);
    await page.getByRole('heading', { name: 'Energia solare per le PMI' }).waitFor(WAIT);
    await page.getByRole('button', { name: star('Energia solare per le PMI') }).waitFor(WAIT);
    await savedOnDevice(page, ['/api/users/me', '/api/events/', '/api/users/me/agenda']);
    await page.goto(`${server.url}/vendors`);
    await page.getByRole('link', { name: 'Caffè Aurora' }).waitFor(WAIT);
    await savedOnDevice(page, ['/api/vendors/']);
    await page.getByRole('link', { name: 'Caffè Aurora' }).click();
    await page.getByRole('heading', { name: 'Caffè Aurora' }).waitFor(WAIT);
    vendorPath = new URL(page.url()).pathname;
    await savedOnDevice(page, ['/api/vendors/{vendorId}']);
    await page.goto(`${server.url}/map`);
    await page.getByRole('img', { name: 'Mappa della fiera' }).waitFor(WAIT);
    await page.goto(`${server.url}/profile`);
    await page.getByRole('img', { name: 'Codice QR del biglietto' }).waitFor(WAIT);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the programme, the exhibitors, an exhibitor page, the map and the ticket after a reload without signal', async () => {
    // Proof that the screens come from the device: no answer of the API reaches the page.
    const answered: string[] = [];
    const recordAnswer = (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && !response.fromServiceWorker()) {
        answered.push(`${response.status()} ${url.pathname}`);
      }
    };
    page.on('response', recordAnswer);
    await browser.context.setOffline(true);
    try {
      await page.goto(`${server.url}/events`);
      await page.getByRole('heading', { name: 'Energia solare per le PMI' }).waitFor(WAIT);
      await page.getByText('Sei offline').waitFor(WAIT);

      await page.reload();
      await page.getByRole('heading', { name: 'Robotica collaborativa' }).waitFor(WAIT);

      await page.goto(`${server.url}/vendors`);
      await page.getByRole('link', { name: 'Officine Brera' }).waitFor(WAIT);

      // An exhibitor's page opened before.
      await page.goto(`${server.url}${vendorPath}`);
      await page.getByText('Torrefazione artigianale.').waitFor(WAIT);

      await page.goto(`${server.url}/map`);
      await page.getByRole('img', { name: 'Mappa della fiera' }).waitFor(WAIT);
      await page.getByRole('link', { name: 'Scheda di Caffè Aurora' }).waitFor(WAIT);
      // The map's picture itself, not only its frame.
      const mapWidth = await page
        .locator('img[src*="fair-map"]')
        .evaluate((image: HTMLImageElement) => image.naturalWidth);
      expect(mapWidth).toBeGreaterThan(0);

      await page.goto(`${server.url}/profile`);
      const ticket = page.getByRole('region', { name: 'Il mio biglietto' });
      await ticket.getByRole('img', { name: 'Codice QR del biglietto' }).waitFor(WAIT);
      expect(await ticket.textContent()).toContain(ticketId);
      expect(answered).toEqual([]);
    } finally {
      page.off('response', recordAnswer);
      await browser.context.setOffline(false);
    }
  });

  it('keeps the session when an expired token cannot be refreshed without signal', async () => {
    const expired = await server.app.accessTokens.sign(
      { userId: user.id, role: user.role },
      new Date(Date.now() - 60 * 60_000),
    );
    await browser.context.setOffline(true);
    try {
      await page.evaluate((token) => localStorage.setItem('token', token), expired);
      await page.goto(`${server.url}/profile`);
      await page.getByRole('img', { name: 'Codice QR del biglietto' }).waitFor(WAIT);
      expect(new URL(page.url()).pathname).toBe('/profile');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(expired);
    } finally {
      await browser.context.setOffline(false);
    }
    // The signal is back: the refresh cookie renews the session, nobody was logged out.
    await page.reload();
    await page.getByRole('img', { name: 'Codice QR del biglietto' }).waitFor(WAIT);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token')), WAIT)
      .not.toBe(expired);
  });

  it('keeps stars made without signal through a reload, and sends them when it returns', async () => {
    await browser.context.setOffline(true);
    try {
      await page.goto(`${server.url}/events`);
      await page.getByRole('button', { name: star('Energia solare per le PMI') }).click();
      await page.getByRole('button', { name: star('Caffè e territorio') }).click();
      // Changed again before any signal: only the latest change of an event counts.
      await page.getByRole('button', { name: unstar('Caffè e territorio') }).click();
      await page.getByRole('button', { name: star('Caffè e territorio') }).waitFor(WAIT);

      await page.reload();
      const starred = page.getByRole('button', { name: unstar('Energia solare per le PMI') });
      await starred.waitFor(WAIT);
      expect(await starred.getAttribute('aria-pressed')).toBe('true');
      await page.getByText('Sei offline').waitFor(WAIT);
    } finally {
      await browser.context.setOffline(false);
    }

    const token = String(await page.evaluate(() => localStorage.getItem('token')));
    const agenda = async () => {
      const response = await fetch(`${server.url}/api/users/me/agenda`, { headers: bearer(token) });
      return ((await response.json()) as { event_ids: number[] }).event_ids;
    };
    await expect.poll(agenda, WAIT).toEqual([eventIds['Energia solare per le PMI']]);
    await expect.poll(() => page.getByText('Sei offline').count(), WAIT).toBe(0);

    // The calendar feed follows the agenda.
    const feed = await fetch(`${server.url}/api/users/me/calendar-feed`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(feed.status).toBe(201);
    const { url } = (await feed.json()) as { url: string };
    const calendar = await (await fetch(url)).text();
    expect(calendar).toContain('SUMMARY:Energia solare per le PMI');
    expect(calendar).not.toContain('Caffè e territorio');
  });

  it('sets a damaged save aside: the programme is back as soon as the signal is', async () => {
    await page.goto(`${server.url}/events`);
    await page.getByRole('heading', { name: 'Energia solare per le PMI' }).waitFor(WAIT);
    // The saved programme as another version of the app (or a broken write) could leave it.
    await page.evaluate(async () => {
      const opened = indexedDB.open('fiera-device');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        opened.onsuccess = () => resolve(opened.result);
        opened.onerror = () => reject(opened.error);
      });
      const transaction = db.transaction('saved', 'readwrite');
      const saved = transaction.objectStore('saved');
      const read = saved.get('queries');
      const value = await new Promise<{
        state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      }>((resolve) => (read.onsuccess = () => resolve(read.result)));
      for (const query of value.state.queries) {
        if (query.queryKey[1] === '/api/events/') query.state.data = {};
      }
      saved.put(value, 'queries');
      await new Promise((resolve) => (transaction.oncomplete = resolve));
      db.close();
    });

    await browser.context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('button', { name: 'Riprova' }).first().waitFor(WAIT);
      expect(await page.getByText('Qualcosa è andato storto').count()).toBe(0);
    } finally {
      await browser.context.setOffline(false);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Energia solare per le PMI' }).waitFor(WAIT);
  });

  it('forgets the user’s screens at logout, and says a login needs the signal', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL((url) => url.pathname === '/login', WAIT);
    await expect.poll(() => savedPaths(page), WAIT).toEqual([]);

    await browser.context.setOffline(true);
    try {
      // Nothing of the previous session opens without signal.
      await page.goto(`${server.url}/profile`);
      await page.waitForURL((url) => url.pathname === '/login', WAIT);

      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Sei offline: per accedere serve la connessione' })
        .waitFor(WAIT);
    } finally {
      await browser.context.setOffline(false);
    }
  });
});

describe("given a fair with its own name, on a visitor's first load", () => {
  let server: RunningServer;
  let browser: LaunchedBrowser;
  const brand = { productName: 'Fiera del Levante Digitale', primary: '', background: '' };

  beforeAll(async () => {
    server = await startAppServer();
    const admin = await createUser(server.app, { role: 'admin' });
    const config = (await (await fetch(`${server.url}/api/fair-config`)).json()) as {
      theme: { light: { primary: string; background: string } };
    };
    const saved = await fetch(`${server.url}/api/admin/fair-config`, {
      method: 'PUT',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ ...config, productName: brand.productName }),
    });
    expect(saved.status).toBe(200);
    brand.primary = config.theme.light.primary;
    brand.background = config.theme.light.background;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // Lighthouse 12 dropped its PWA category: this is the check Chrome itself runs before it
  // offers 'Installa app'.
  it("passes Chrome's installability check, with the fair's name and colours", async () => {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
    // Before any service worker: installable from the first load.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest', {});
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: brand.productName,
      short_name: brand.productName,
      theme_color: brand.primary,
      background_color: brand.background,
      display: 'standalone',
      start_url: '/',
    });
  });
});

describe('given a new version of the app published while a visitor has it open', () => {
  let distDir: string;
  let server: RunningServer;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    // A copy of the build, whose service worker this test can change as a deploy would.
    distDir = mkdtempSync(path.join(tmpdir(), 'fiera-offline-dist-'));
    cpSync(STATIC_DIR, distDir, { recursive: true });
    server = await startTestServer({
      config: { nodeEnv: 'production', staticDir: distDir },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  it("says 'Nuova versione disponibile' and switches to it on 'Aggiorna'", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
    await controlledByServiceWorker(page);
    const firstWorker = await page.evaluate(
      () => navigator.serviceWorker.controller?.scriptURL ?? '',
    );
    expect(await page.getByText('Nuova versione disponibile').count()).toBe(0);

    const sw = path.join(distDir, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    await page.getByText('Nuova versione disponibile').waitFor(WAIT);
    // The new version waits for the user: the page is still served by the old one.
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting !== null && registration?.waiting !== undefined;
    });
    expect(waiting).toBe(true);

    await Promise.all([
      page.waitForEvent('load', WAIT),
      page.getByRole('button', { name: 'Aggiorna' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
    await controlledByServiceWorker(page);
    expect(await page.getByText('Nuova versione disponibile').count()).toBe(0);
    const nowWaiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting ?? null;
    });
    expect(nowWaiting).toBeNull();
    expect(firstWorker).toContain('/sw.js');
  });
});
