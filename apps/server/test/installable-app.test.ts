import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultFairConfig } from '@fiera/fair-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser } from './helpers/build-app';
import { png } from './helpers/images';

// A PNG's signature is enough for a static file server.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DEFAULT_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The fair's own icon (logo or initials), first, named with the config's version. */
const APP_ICON = {
  src: expect.stringMatching(/^\/api\/fair-config\/icon\.svg\?v=\d+$/) as unknown,
  sizes: 'any',
  type: 'image/svg+xml',
};

describe('the installable app (issue 18)', () => {
  let distDir: string;
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    // As apps/fair's build writes them: the service worker and the icons beside index.html.
    distDir = mkdtempSync(path.join(tmpdir(), 'fiera-dist-'));
    mkdirSync(path.join(distDir, 'icons'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Fiera</title>');
    writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(distDir, 'icons', 'icon-192.png'), PNG);
    app = await buildTestApp({ config: { nodeEnv: 'production', staticDir: distDir } });
    admin = (await createUser(app, { role: 'admin' })).token;
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const manifest = async () =>
    (await app.inject({ method: 'GET', url: '/api/fair-config/manifest.webmanifest' })).json<{
      icons: unknown[];
    }>();
  const putConfig = async (config: typeof defaultFairConfig) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/fair-config',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: JSON.stringify(config),
    });
    expect(response.statusCode).toBe(200);
  };
  const setFavicon = (faviconUrl: string | null) => putConfig({ ...defaultFairConfig, faviconUrl });

  it('serves the service worker as a script revalidated on every check, so updates are seen', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest revalidated too, and its PNG icons', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/fair-config/manifest.webmanifest',
    });
    expect(response.headers['cache-control']).toMatch(/no-cache/);

    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it("lists the fair's SVG favicon first, then the PNG icons Chrome needs to install", async () => {
    await setFavicon('/media/logos/0123456789abcdef0123456789abcdef.svg');

    expect((await manifest()).icons).toEqual([
      APP_ICON,
      {
        src: '/media/logos/0123456789abcdef0123456789abcdef.svg',
        sizes: 'any',
        type: 'image/svg+xml',
      },
      ...DEFAULT_ICONS,
    ]);
  });

  it('leaves out a raster favicon, whose size it does not know', async () => {
    await setFavicon('https://fiera.example/favicon.png');

    expect((await manifest()).icons).toEqual([APP_ICON, ...DEFAULT_ICONS]);
  });

  it("draws the installed app's icon from the fair's stored logo, or its initials", async () => {
    const icon = () => app.inject({ method: 'GET', url: '/api/fair-config/icon.svg' });
    await putConfig({ ...defaultFairConfig, productName: 'Fiera del Levante', logoUrl: null });

    const initials = await icon();
    expect(initials.statusCode).toBe(200);
    expect(initials.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(initials.body).toContain('>FD</text>');
    expect(initials.body).toContain(`fill="${defaultFairConfig.theme.light.background}"`);

    // A logo the back-office stored: inside the icon, since an icon loads no other file.
    const name = 'abcdefabcdefabcdefabcdefabcdefab.png';
    mkdirSync(path.join(app.config.dataDir, 'logos'), { recursive: true });
    writeFileSync(path.join(app.config.dataDir, 'logos', name), png(300, 120));
    await putConfig({ ...defaultFairConfig, logoUrl: `/media/logos/${name}` });

    const withLogo = await icon();
    expect(withLogo.body).toContain(
      `href="data:image/png;base64,${png(300, 120).toString('base64')}"`,
    );
    expect(withLogo.body).not.toContain('<text');
    expect(withLogo.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
