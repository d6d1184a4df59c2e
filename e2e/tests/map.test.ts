import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createUser, type RunningServer } from '@fiera/server/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../apps/server/src/db/schema/index';
import { monogramSvg } from '../../apps/server/src/db/seed/seed-demo';
import { storeLogo } from '../../apps/server/src/media/logos';
import { startAppServer } from '../support/app-server';
import {
  launchBrowser,
  PHONE_VIEWPORT,
  SMALL_PHONE_VIEWPORT,
  type LaunchedBrowser,
} from '../support/browser';

const SCREENS_DIR = path.resolve(import.meta.dirname, '../artifacts/screens');
const PASSWORD = 'una-password-sicura';
// Generous: the production build loads on a 2-core machine busy with other test suites.
const WAIT = { timeout: 30_000 };
const LONG_NAME = 'Consorzioditutelaeprotezionedeiprodottitipicidellavalleseriana Soc. Coop.';

describe('given exhibitors with and without logos on the stands of the demo map', () => {
  let server: RunningServer;
  let browser: LaunchedBrowser;
  let email: string;
  let vendorIds: Record<string, number>;

  beforeAll(async () => {
    server = await startAppServer();
    const logo = storeLogo(
      server.app.config.dataDir,
      Buffer.from(monogramSvg('Lumina Software', '#2563eb')),
      'svg',
    );
    const rows = await server.app.db
      .insert(vendors)
      .values([
        { name: 'Lumina Software', stand: 'A01', location: 'Padiglione A', logoPath: logo },
        { name: 'Solaria Energia', stand: 'B04', location: 'Padiglione B' },
        // A logo file that is gone: the initials take its place.
        {
          name: 'Officina Rotta',
          stand: 'A12',
          logoPath: '/media/logos/00000000000000000000000000000000.svg',
        },
        { name: LONG_NAME, stand: 'B20', website: `https://www.${'valleseriana'.repeat(6)}.it` },
        { name: 'Stand Fantasma', stand: 'C99' },
      ])
      .returning({ id: vendors.id, name: vendors.name });
    vendorIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
    ({ email } = await createUser(server.app, { password: PASSWORD }));
    browser = await launchBrowser({ viewport: PHONE_VIEWPORT });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function loggedInPage(): Promise<Page> {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    return page;
  }

  /** Never wider than the screen, a screenshot for review, and no serious accessibility issue. */
  async function checkScreen(page: Page, name: string) {
    mkdirSync(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
    const width = page.viewportSize()?.width;
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(serious, `accessibility violations on ${name}`).toEqual([]);
  }

  /** A directory row: the logo (or initials) and the stand beside the vendor's link. */
  function directoryRow(page: Page, name: string): Locator {
    return page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  }

  const highlight = (page: Page) => page.getByRole('img', { name: /^Stand .* evidenziato$/ });

  /**
   * Where the highlighted stand is: inside the map's frame (so the zoom brought it into view),
   * the frame on screen, and how wide the stand is drawn against the frame.
   */
  async function highlightPlacement(page: Page) {
    return highlight(page).evaluate((element) => {
      const frame = element.closest('.react-transform-wrapper')?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      if (frame === undefined) return undefined;
      return {
        stand: element.getAttribute('data-stand'),
        insideFrame:
          box.left >= frame.left - 1 &&
          box.right <= frame.right + 1 &&
          box.top >= frame.top - 1 &&
          box.bottom <= frame.bottom + 1,
        frameOnScreen: frame.top >= 0 && frame.bottom <= window.innerHeight,
        // Unzoomed, a demo stand is 88/1200 of the map's width.
        zoom: box.width / (frame.width * (88 / 1200)),
      };
    });
  }

  it('shows logos or initials and stands, and finds a stand on the map from a vendor and from the list', async () => {
    const page = await loggedInPage();

    await page.goto(`${server.url}/vendors`);
    await page.getByRole('heading', { name: 'Aziende', level: 1 }).waitFor(WAIT);
    const lumina = directoryRow(page, 'Lumina Software');
    await expect
      .poll(
        () =>
          lumina.getByRole('presentation').evaluate((img: HTMLImageElement) => img.naturalWidth),
        WAIT,
      )
      .toBeGreaterThan(0);
    await lumina.getByText('Stand A01').waitFor(WAIT);
    await directoryRow(page, 'Solaria Energia').getByText('SE', { exact: true }).waitFor(WAIT);
    await directoryRow(page, 'Solaria Energia').getByText('Stand B04').waitFor(WAIT);
    // The missing logo file gives way to the initials.
    await directoryRow(page, 'Officina Rotta').getByText('OR', { exact: true }).waitFor(WAIT);
    expect(await directoryRow(page, 'Officina Rotta').getByRole('presentation').count()).toBe(0);
    await checkScreen(page, 'map-journey-vendors');

    await page.getByRole('link', { name: 'Solaria Energia' }).click();
    await page.getByRole('heading', { name: 'Solaria Energia', level: 1 }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Vedi sulla mappa' }).click();
    await page.waitForURL((url) => url.pathname === '/map', WAIT);
    expect(new URL(page.url()).searchParams.get('stand')).toBe('B04');
    await highlight(page).waitFor(WAIT);
    await expect
      .poll(() => highlightPlacement(page), WAIT)
      .toMatchObject({
        stand: 'B04',
        insideFrame: true,
        frameOnScreen: true,
      });
    await expect.poll(async () => (await highlightPlacement(page))?.zoom, WAIT).toBeGreaterThan(2);
    await page.getByText('Stand B04 evidenziato sulla mappa').waitFor(WAIT);
    expect(
      await page
        .getByRole('button', { name: 'Solaria Energia - Stand B04' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await checkScreen(page, 'map-journey-stand');

    // The list is under the map: tapping a vendor brings the map back up, on its stand.
    const luminaButton = page.getByRole('button', { name: 'Lumina Software - Stand A01' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await luminaButton.click();
    await page.waitForURL(
      (url) => url.searchParams.get('vendor') === String(vendorIds['Lumina Software']),
      WAIT,
    );
    expect(await luminaButton.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => highlightPlacement(page), WAIT)
      .toMatchObject({
        stand: 'A01',
        insideFrame: true,
        frameOnScreen: true,
      });
    await page.getByText('Stand A01 evidenziato sulla mappa').waitFor(WAIT);
    // Issue 16: focus stayed on the tapped row, scrolled off screen; it follows to the note.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const focused = document.activeElement;
            const box = focused?.getBoundingClientRect();
            return {
              slot: focused?.getAttribute('data-slot'),
              onScreen: box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight,
            };
          }),
        WAIT,
      )
      .toEqual({ slot: 'fair-map-selection', onScreen: true });

    // A stand the map does not draw: still selected, and the page says so.
    await page.getByRole('button', { name: 'Stand Fantasma - Stand C99' }).click();
    await page.getByText('Lo stand C99 non è indicato sulla mappa.').waitFor(WAIT);
    expect(await highlight(page).count()).toBe(0);
    await checkScreen(page, 'map-journey-not-on-map');

    // The vendor's page from the list, and back to the map as it was.
    await page.getByRole('link', { name: 'Scheda di Officina Rotta' }).click();
    await page.getByRole('heading', { name: 'Officina Rotta', level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: /Indietro/ }).click();
    await page.waitForURL((url) => url.pathname === '/map', WAIT);
    expect(new URL(page.url()).searchParams.get('vendor')).toBe(
      String(vendorIds['Stand Fantasma']),
    );
    await page.getByText('Lo stand C99 non è indicato sulla mappa.').waitFor(WAIT);
    await page.close();
  });

  it('never scrolls sideways at 320 px, with a long name and address', async () => {
    const page = await loggedInPage();
    await page.setViewportSize(SMALL_PHONE_VIEWPORT);

    await page.goto(`${server.url}/vendors`);
    await page.getByRole('link', { name: LONG_NAME }).waitFor(WAIT);
    await checkScreen(page, 'map-journey-vendors-320');

    await page.goto(`${server.url}/vendor/${vendorIds[LONG_NAME]}`);
    await page.getByRole('heading', { name: LONG_NAME, level: 1 }).waitFor(WAIT);
    await checkScreen(page, 'map-journey-vendor-320');

    await page.goto(`${server.url}/map?vendor=${vendorIds[LONG_NAME]}`);
    await page.getByRole('button', { name: `${LONG_NAME} - Stand B20` }).waitFor(WAIT);
    await expect
      .poll(() => highlightPlacement(page), WAIT)
      .toMatchObject({
        stand: 'B20',
        insideFrame: true,
      });
    await expect.poll(async () => (await highlightPlacement(page))?.zoom, WAIT).toBeGreaterThan(2);
    await checkScreen(page, 'map-journey-map-320');
    await page.close();
  });
});
