import path from 'node:path';
import { tmpdir } from 'node:os';
import { createUser, type RunningServer } from '@fiera/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startAppServer } from './app-server';
import { launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from './browser';

/** Every account these journeys create has it. */
export const PASSWORD = 'una-password-sicura';
// Generous: the production build loads on a 2-core machine busy with other test suites.
export const WAIT = { timeout: 30_000 };

export interface OrganiserSession {
  server: RunningServer;
  browser: LaunchedBrowser;
  admin: Awaited<ReturnType<typeof createUser>>;
  /**
   * A journey on a new page: logs `email` in (the admin's when omitted), runs it, and closes
   * the page; if it fails, the page as it was goes to $TMPDIR/fiera-<name>.png.
   */
  journey: (name: string, run: (page: Page) => Promise<void>, email?: string) => Promise<void>;
}

/**
 * For a describe block of back-office journeys: the built app and its API on a fresh database,
 * an admin account and a phone's browser, started once before its tests and closed after. The
 * fields are there once the block's own `beforeAll` hooks run.
 */
export function organiserOnAPhone(): OrganiserSession {
  const session = {
    async journey(name, run, email = session.admin.email) {
      const page = await session.browser.context.newPage();
      await screenshotOnFailure(page, name, async () => {
        await logIn(page, session.server.url, email);
        await run(page);
      });
      await page.close();
    },
  } as OrganiserSession;
  beforeAll(async () => {
    session.server = await startAppServer();
    session.admin = await createUser(session.server.app, { role: 'admin', password: PASSWORD });
    session.browser = await launchBrowser({ viewport: PHONE_VIEWPORT });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

async function logIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', WAIT);
}

/** The page never scrolls sideways on the phone. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Runs a journey; if it fails, the page as it was goes to $TMPDIR/fiera-<name>.png. */
async function screenshotOnFailure(page: Page, name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    await page.screenshot({ path: path.join(tmpdir(), `fiera-${name}.png`), fullPage: true });
    throw error;
  }
}
