/**
 * Time from opening /events (logged in) to the programme shown, in Chromium with the network
 * throttled like DevTools' 'Fast 3G' (562.5 ms latency, 1.6 Mbps down and 750 Kbps up, both at
 * 90 %). Two figures per run, from one browser context:
 *
 * - first visit: an empty browser cache, as a visitor who opens the app for the first time;
 * - returning visit: a new tab in the same context right after, so the HTTP cache holds what
 *   the first visit downloaded (hashed assets are immutable; index.html is revalidated).
 *
 * The time is taken in the page: from the navigation's start (performance.timeOrigin) to the
 * first animation frame after a programme title entered the DOM, recorded by a
 * MutationObserver. Playwright's own wait polls at growing intervals (up to 500 ms apart) and
 * would add its polling delay to the figure. The server is warmed up by one unmeasured run.
 * `--waterfall` prints the requests of the last run of each kind (ms since the navigation
 * started).
 *
 *   npm run build -w @fiera/fair && npm run events-load -w @fiera/bench [-- --waterfall]
 */
import { chromium, type BrowserContext, type CDPSession } from 'playwright-core';
import { EVENT_TITLE, startFairServer } from './lib/fair-server';
import { formatMs, percentile } from './lib/percentiles';

const RUNS = 5;
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const showWaterfall = process.argv.includes('--waterfall');

interface RequestTiming {
  url: string;
  start: number;
  end?: number;
  status?: number;
  fromCache?: boolean;
  bytes?: number;
}

/** Collects when each request started and finished, in CDP's monotonic seconds. */
function recordWaterfall(cdp: CDPSession) {
  const requests = new Map<string, RequestTiming>();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, start: event.timestamp });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.status = event.response.status;
      request.fromCache = event.response.fromDiskCache === true;
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.end = event.timestamp;
      request.bytes = event.encodedDataLength;
    }
  });
  return requests;
}

function printWaterfall(label: string, requests: Map<string, RequestTiming>, origin: string) {
  const all = [...requests.values()];
  const zero = Math.min(...all.map((request) => request.start));
  console.log(`Requests of the last ${label} (ms since the navigation started):`);
  console.table(
    all.map((request) => ({
      url: request.url.replace(origin, ''),
      status: request.fromCache ? `${request.status ?? ''} (cache)` : (request.status ?? ''),
      start: Math.round((request.start - zero) * 1000),
      end: request.end === undefined ? '' : Math.round((request.end - zero) * 1000),
      bytes: request.bytes ?? '',
    })),
  );
}

const server = await startFairServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'],
});

/**
 * Runs in the page before its scripts (as text: the bench compiles without the DOM types):
 * notes when a programme title is first rendered.
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

/** Opens /events in a new tab of the context and waits for a programme title. */
async function openEvents(context: BrowserContext) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    const requests = recordWaterfall(cdp);
    await page.goto(`${server.url}/events`, { waitUntil: 'commit' });
    await page.getByText(EVENT_TITLE).first().waitFor({ timeout: 120_000 });
    const shownAt = await page
      .locator('html[data-programme-shown-at]')
      .getAttribute('data-programme-shown-at', { timeout: 10_000 });
    return { ms: Number(shownAt), requests };
  } finally {
    await page.close();
  }
}

try {
  const run = async () => {
    // A new context per run: an empty cache, as on a visitor's first visit at the fair.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript((token) => localStorage.setItem('token', token), server.token);
      await context.addInitScript({ content: WATCH_FOR_PROGRAMME });
      const first = await openEvents(context);
      const returning = await openEvents(context);
      return { first, returning };
    } finally {
      await context.close();
    }
  };

  await run();
  const first: number[] = [];
  const returning: number[] = [];
  let last: Awaited<ReturnType<typeof run>> | undefined;
  for (let i = 0; i < RUNS; i += 1) {
    last = await run();
    first.push(last.first.ms);
    returning.push(last.returning.ms);
  }
  const report = (label: string, times: number[]) => {
    console.log(`  ${label}: median ${formatMs(percentile(times, 50))}`);
    console.log(`    runs: ${times.map((time) => formatMs(time)).join(', ')}`);
  };
  console.log(`/events to the programme shown, Fast 3G, ${RUNS} runs after a warm-up:`);
  report('first visit (empty cache)', first);
  report('returning visit (same context, warm HTTP cache)', returning);
  if (showWaterfall && last) {
    printWaterfall('first visit', last.first.requests, server.url);
    printWaterfall('returning visit', last.returning.requests, server.url);
  }
} finally {
  await browser.close();
  await server.close();
}
