/**
 * Lighthouse (mobile preset: simulated slow 4G and a mid-range phone) on the production build:
 * /login anonymous, /events and /vendors logged in. Lighthouse cannot fill a form, so the
 * attendee's token goes into localStorage first, in the Chromium profile Lighthouse then drives
 * (with its storage reset turned off).
 *
 * Each page is measured RUNS times (default 3) and the run with the median performance score
 * is shown, as Lighthouse's documentation advises for its run-to-run variance; every run's
 * score is printed too. On a busy machine TBT (observed main-thread time × 4) varies most.
 *
 *   npm run build -w @fiera/fair && npm run lighthouse -w @fiera/bench [-- --runs=5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startFairServer } from './lib/fair-server';

const PAGES = ['/login', '/events', '/vendors'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const RUNS = Number(
  /^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3,
);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

const server = await startFairServer();
const port = await freePort();
const userDataDir = mkdtempSync(path.join(tmpdir(), 'fiera-lighthouse-'));
// A persistent context is Chromium's default profile, the one Lighthouse opens its tabs in.
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-dev-shm-usage',
    `--remote-debugging-port=${port}`,
  ],
});
try {
  interface Row {
    route: string;
    performance: number;
    accessibility: number;
    'best-practices': number;
    FCP: string;
    LCP: string;
    TBT: string;
  }
  const measure = async (route: string): Promise<Row> => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/login`);
    await page.evaluate(
      (token) =>
        token === null ? localStorage.removeItem('token') : localStorage.setItem('token', token),
      route === '/login' ? null : server.token,
    );
    const result = await lighthouse(`${server.url}${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
    });
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${route}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    // A logged-in page that redirected to /login would score the wrong screen.
    if (new URL(finalDisplayedUrl).pathname !== route) {
      throw new Error(`${route} ended at ${finalDisplayedUrl}: not logged in?`);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      FCP: audits['first-contentful-paint']?.displayValue ?? '',
      LCP: audits['largest-contentful-paint']?.displayValue ?? '',
      TBT: audits['total-blocking-time']?.displayValue ?? '',
    };
  };
  const rows: (Row & { runs: string })[] = [];
  for (const route of PAGES) {
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(route));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)] as Row;
    rows.push({ ...median, runs: runs.map((row) => row.performance).join(' ') });
  }
  console.log(
    `Lighthouse, mobile preset (simulated throttling), production build, median of ${RUNS} runs:`,
  );
  console.table(rows);
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await server.close();
}
