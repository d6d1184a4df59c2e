import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google on this closed network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** The narrowest phones still in use (iPhone SE first generation, small Androids). */
export const SMALL_PHONE_VIEWPORT = { width: 320, height: 640 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export interface LaunchedBrowser {
  context: BrowserContext;
  close: () => Promise<void>;
}

export async function launchBrowser(
  options: {
    viewport?: { width: number; height: number };
    extraArgs?: string[];
    /** 'block' for what the network alone does: no service worker answers from its cache. */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<LaunchedBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'fiera-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
    viewport: options.viewport ?? PHONE_VIEWPORT,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
