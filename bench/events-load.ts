/**
 * Time from opening /events (logged in, first visit: empty browser cache) to the programme shown,
 * in Chromium with the network throttled like DevTools' 'Fast 3G' (562.5 ms latency, 1.6 Mbps
 * down and 750 Kbps up, both at 90 %). The server is warmed up by one unmeasured run.
 *
 *   npm run build -w @fiera/fair && npm run events-load -w @fiera/bench
 */
import { chromium } from 'playwright-core';
import { EVENT_TITLE, startFairServer } from './lib/fair-server';
import { formatMs, percentile } from './lib/percentiles';

const RUNS = 5;
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

const server = await startFairServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'],
});
try {
  const openEvents = async (): Promise<number> => {
    // A new context per run: an empty cache, as on a visitor's first visit at the fair.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript((token) => localStorage.setItem('token', token), server.token);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
      const started = performance.now();
      await page.goto(`${server.url}/events`, { waitUntil: 'commit' });
      await page.getByText(EVENT_TITLE).first().waitFor({ timeout: 120_000 });
      return performance.now() - started;
    } finally {
      await context.close();
    }
  };

  await openEvents();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await openEvents());
  console.log(
    `/events to the programme shown, Fast 3G, empty cache, ${RUNS} runs after a warm-up:`,
  );
  console.log(`  median ${formatMs(percentile(times, 50))}`);
  console.log(`  runs: ${times.map((time) => formatMs(time)).join(', ')}`);
} finally {
  await browser.close();
  await server.close();
}
