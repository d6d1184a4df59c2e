import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

const INDEX_HTML = '<!doctype html><html><body><div id="app"></div></body></html>';

function directives(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = directives(response);
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
  expect(csp.get('script-src-attr')).toBe("'none'");
  // Logos may be web addresses (import, fair config): https images only, never http.
  expect(csp.get('img-src')).toBe("'self' data: blob: https:");
  expect(csp.get('connect-src')).toBe("'self'");
  expect(csp.get('media-src')).toBe("'self' blob:");
  expect(csp.get('worker-src')).toBe("'self' blob:");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('form-action')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  // Scripts must never run from inline code, whatever the style rules allow.
  for (const [name, value] of csp) {
    if (name.startsWith('script-src')) expect(value).not.toMatch(/unsafe-inline|'unsafe-eval'/);
  }
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)/);
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
}

/** JSON is never rendered as a page: its CSP forbids everything, and page-only headers stay off. */
function expectApiSecurityHeaders(response: LightMyRequestResponse) {
  const csp = directives(response);
  expect(csp.get('default-src')).toBe("'none'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.size).toBe(2);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers['permissions-policy']).toBeUndefined();
  expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
}

describe.each([
  { scheme: 'http', publicUrl: 'http://localhost:3000' },
  { scheme: 'https', publicUrl: 'https://fiera.example.it' },
])('security headers with an $scheme PUBLIC_URL', ({ scheme, publicUrl }) => {
  let distDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'fiera-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    app = await buildTestApp({ config: { nodeEnv: 'production', staticDir: distDir, publicUrl } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  function expectTransportSecurity(response: LightMyRequestResponse, page = true) {
    if (scheme === 'https') {
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      // A page's subresources are upgraded; JSON has none.
      expect(directives(response).has('upgrade-insecure-requests')).toBe(page);
    } else {
      // Over plain HTTP, HSTS and upgrades would lock a LAN install out of itself.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(directives(response).has('upgrade-insecure-requests')).toBe(false);
    }
  }

  it('sets the API ones on an API answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expectApiSecurityHeaders(response);
    expectTransportSecurity(response, false);
  });

  it('sets them on an error answer', async () => {
    const unauthorised = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(unauthorised.statusCode).toBe(401);
    expectApiSecurityHeaders(unauthorised);
    expectTransportSecurity(unauthorised, false);
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expectApiSecurityHeaders(missing);
    expectTransportSecurity(missing, false);
    const missingPage = await app.inject({ method: 'GET', url: '/nothing-here.png' });
    expect(missingPage.statusCode).toBe(404);
    expectSecurityHeaders(missingPage);
    expectTransportSecurity(missingPage);
  });

  // Regression for the review's F10: /api/users/me (personal data, the ticket) had no
  // Cache-Control, so a shared phone's browser could keep it on disk.
  it('keeps authenticated answers out of every cache, and lists revalidated by ETag', async () => {
    const user = await createUser(app);
    for (const url of ['/api/users/me', '/api/users/me/export', '/api/matches/']) {
      const response = await app.inject({ url, headers: bearer(user.token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const vendors = await app.inject({ url: '/api/vendors/', headers: bearer(user.token) });
    expect(vendors.headers['cache-control']).toBe('private, no-cache');
    expect(vendors.headers.etag).toBeDefined();
    const key = await app.inject({ url: '/api/tickets/public-key' });
    expect(key.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sets them on the web app page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/events',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expectSecurityHeaders(response);
    expectTransportSecurity(response);
  });
});
