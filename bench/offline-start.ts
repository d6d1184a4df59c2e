/**
 * A returning visitor's start from the service worker and the screens saved on the device,
 * against the first visit, in one run: time from opening /events (logged in) to a programme
 * title shown, in Chromium with the network throttled like DevTools' 'Fast 3G' (562.5 ms
 * latency, 1.6 Mbps down and 750 Kbps up, both at 90 %), as events-load.ts measures it.
 *
 * Each run is a new browser context:
 * - first visit: an empty cache, no service worker;
 * - then, unmeasured, the first page stays open until the service worker controls it (its
 *   precache downloaded) and the programme is saved on the device (IndexedDB);
 * - returning visit: a new tab of the same context. The app's files come from the service
 *   worker, the programme from the device; the calls to the API still go to the network,
 *   throttled, and refresh the screen in the background.
 *
 * The service worker's own downloads (its precache, after the first screen) are not throttled:
 * Chromium's emulation applies to the page's requests. They happen after the first figure is
 * taken, and the returning visit makes none before its programme shows.
 *
 *   npm run build -w @fiera/fair && npm run offline-start -w @fiera/bench
 *   (BENCH_STATIC_DIR=/other/dist measures another build)
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { EVENT_TITLE, startFairServer } from './lib/fair-server';
import { formatMs, median } from './lib/percentiles';

const RUNS = 5;
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/**
 * Runs in the page before its scripts (as text: the bench compiles without the DOM types):
 * notes when a programme title is first rendered. The same watcher as events-load.ts.
 */
const WATCH_FOR_PROGRAMME = `(() => {
  const title = new RegExp(${JSON.stringify(EVENT_TITLE.source)});
  const observer = new MutationObserver(() => {
    const headings = document.querySelectorAll('h1, h2, h3');
    if (![...headings].some((heading) => title.test(heading.textContent))) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      document.documentElement.dataset.programmeShownAt = String(performance.now());
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** The service worker serves the page (as text, like the watcher). */
const CONTROLLED = 'navigator.serviceWorker.controller !== null';

/** Whether the app has saved the programme on the device. */
const PROGRAMME_SAVED = `(async () => {
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === 'fiera-device')) return false;
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('fiera-device');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!db.objectStoreNames.contains('saved')) return false;
    const saved = await new Promise((resolve, reject) => {
      const request = db.transaction('saved').objectStore('saved').get('queries');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return (saved?.state?.queries ?? []).some((query) => query.queryKey[1] === '/api/events/');
  } finally {
    db.close();
  }
})()`;

const server = await startFairServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'],
});

/** Opens /events in a new tab, throttled, and returns when a programme title was shown. */
async function openEvents(context: BrowserContext, before?: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await page.goto(`${server.url}/events`, { waitUntil: 'commit' });
    await page.getByText(EVENT_TITLE).first().waitFor({ timeout: 120_000 });
    const shownAt = await page
      .locator('html[data-programme-shown-at]')
      .getAttribute('data-programme-shown-at', { timeout: 10_000 });
    const fromServiceWorker = (await page.evaluate(CONTROLLED)) === true;
    await before?.(page);
    return { ms: Number(shownAt), fromServiceWorker };
  } finally {
    await page.close();
  }
}

/**
 * Until the service worker serves the page and the programme is on the device. Polled with
 * page.evaluate: waitForFunction would eval the text in the page, which its CSP forbids.
 */
async function installed(page: Page) {
  for (const [what, expression] of [
    ['the service worker', CONTROLLED],
    ['the saved programme', PROGRAMME_SAVED],
  ] as const) {
    const deadline = Date.now() + 120_000;
    while ((await page.evaluate(expression)) !== true) {
      if (Date.now() > deadline) throw new Error(`${what} did not arrive`);
      await page.waitForTimeout(250);
    }
  }
}

try {
  const run = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript((token) => localStorage.setItem('token', token), server.token);
      await context.addInitScript({ content: WATCH_FOR_PROGRAMME });
      const first = await openEvents(context, installed);
      const returning = await openEvents(context);
      // Measured as named: the first visit before any worker, the returning one through it.
      if (first.fromServiceWorker || !returning.fromServiceWorker) {
        throw new Error('the service worker was not where the figures say it is');
      }
      return { first: first.ms, returning: returning.ms };
    } finally {
      await context.close();
    }
  };

  await run();
  const first: number[] = [];
  const returning: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const times = await run();
    first.push(times.first);
    returning.push(times.returning);
  }
  const report = (label: string, times: number[]) => {
    console.log(`  ${label}: median ${formatMs(median(times))}`);
    console.log(`    runs: ${times.map((time) => formatMs(time)).join(', ')}`);
  };
  console.log(`/events to the programme shown, Fast 3G, ${RUNS} runs after a warm-up:`);
  report('first visit (empty cache, no service worker)', first);
  report('returning visit (service worker and the programme saved on the device)', returning);
} finally {
  await browser.close();
  await server.close();
}
