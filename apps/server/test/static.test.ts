import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
// Above the compression threshold, like a real bundle.
const ASSET_JS = `console.log(${JSON.stringify('fiera '.repeat(500))});`;
const PRECOMPRESSED_BR = brotliCompressSync(ASSET_JS);

describe('production mode: the built web app', () => {
  let distDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'fiera-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(distDir, 'assets', 'index-3fa8c2d1.js'), ASSET_JS);
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As the build writes them: a chunk with its precompressed copies.
    writeFileSync(path.join(distDir, 'assets', 'events-9c1e77aa.js'), ASSET_JS);
    writeFileSync(path.join(distDir, 'assets', 'events-9c1e77aa.js.br'), PRECOMPRESSED_BR);
    writeFileSync(path.join(distDir, 'assets', 'events-9c1e77aa.js.gz'), gzipSync(ASSET_JS));
    app = await buildTestApp({ config: { nodeEnv: 'production', staticDir: distDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('serves index.html at / without caching it', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('falls back to index.html for a client-side route asked as HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/vendor/12?from=map', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves the page to a client that takes anything, such as curl', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await app.inject({ method: 'GET', url: '/events', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
    const json = await app.inject({
      method: 'GET',
      url: '/events',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });

  it('does not fall back for /api routes or for requests that do not want HTML', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Risorsa non trovata.' });
    const script = await app.inject({
      method: 'GET',
      url: '/assets/index-00000000.js',
      headers: { accept: '*/*' },
    });
    expect(script.statusCode).toBe(404);
    // A missing picture opened as a page (a link to a deleted logo): not the app's page.
    const picture = await app.inject({ method: 'GET', url: '/media/nope.png', headers: html });
    expect(picture.statusCode).toBe(404);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-3fa8c2d1.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(ASSET_JS);
  });

  it('revalidates files outside /assets', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses with gzip when asked', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-3fa8c2d1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it("sends the build's precompressed copy, still immutable and varying by encoding", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/events-9c1e77aa.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(PRECOMPRESSED_BR)).toBe(true);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/events-9c1e77aa.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_JS);

    const plain = await app.inject({ method: 'GET', url: '/assets/events-9c1e77aa.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
  });

  it('still serves the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('production mode without a built web app', () => {
  it('warns and still serves the API', async () => {
    const missing = path.join(tmpdir(), 'fiera-no-such-dist');
    const lines: string[] = [];
    const app = await buildTestApp({
      config: { nodeEnv: 'production', staticDir: missing },
      serverOptions: {
        logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
      },
    });
    try {
      expect(lines.some((line) => line.includes('STATIC_DIR has no index.html'))).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
