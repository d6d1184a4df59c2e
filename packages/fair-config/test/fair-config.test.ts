import { describe, expect, it } from 'vitest';

import {
  contrastRatio,
  defaultFairConfig,
  nightFair,
  terracottaFair,
  themeCss,
  type FairConfig,
} from '../src';
import { parseFairConfig } from '../src/fair-config-schema';

describe('parseFairConfig', () => {
  it.each([
    ['the default fair', defaultFairConfig],
    ['the terracotta example', terracottaFair],
    ['the dark example', nightFair],
  ])('accepts %s as it is', (_name, config) => {
    expect(parseFairConfig(config)).toEqual({ success: true, config });
  });

  it.each([
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    '/\\/evil.example/logo.png',
    'http://evil.example/logo.png',
    'javascript:alert(1)',
    'https://evil.example/a b.png',
  ])('refuses %s as an address the app loads (another site, or not https)', (logoUrl) => {
    const result = parseFairConfig({ ...defaultFairConfig, logoUrl });
    expect(result.success).toBe(false);
  });

  it("refuses a sender name over two lines: it goes into every e-mail's From header", () => {
    const result = parseFairConfig({
      ...defaultFairConfig,
      email: { ...defaultFairConfig.email, senderName: 'Fiera\r\nBcc: tutti@example.com' },
    });
    expect(result.success).toBe(false);
  });

  it.each(['/media/logo.png', '/favicon.svg?v=2', 'https://cdn.fiera.example/logo.png'])(
    'takes %s as an address the app loads',
    (logoUrl) => {
      expect(parseFairConfig({ ...defaultFairConfig, logoUrl }).success).toBe(true);
    },
  );

  describe("given a picture on this site (regression: any site path was taken, the API's too)", () => {
    const NOT_AN_IMAGE =
      "Un'immagine di questo sito (un file .png, .jpg, .webp, .svg…, es. /media/logo.png) o https://…";
    const DOT_SEGMENTS = "Un indirizzo senza '.' o '..' tra le barre (es. /media/logo.png)";

    it.each([
      ['/api/auth/logout', NOT_AN_IMAGE],
      ['/api/admin/exports/vendors.png', NOT_AN_IMAGE],
      ['/admin', NOT_AN_IMAGE],
      ['/media/logos/', NOT_AN_IMAGE],
      ['/../../etc/passwd', DOT_SEGMENTS],
      ['/media/../api/auth/logout.png', DOT_SEGMENTS],
      ['/media/%2e%2e/api/auth/logout.png', DOT_SEGMENTS],
      ['/./favicon.svg', DOT_SEGMENTS],
    ])('refuses %s as the logo, the favicon and the map', (address, message) => {
      const result = parseFairConfig({
        ...defaultFairConfig,
        logoUrl: address,
        faviconUrl: address,
        map: { ...defaultFairConfig.map, imageUrl: address },
      });

      expect(result.success).toBe(false);
      if (result.success) return;
      expect(result.issues).toEqual([
        { path: 'logoUrl', message },
        { path: 'faviconUrl', message },
        { path: 'map.imageUrl', message },
      ]);
    });

    it.each([
      '/media/logos/0123456789abcdef0123456789abcdef.png',
      '/fair-map.svg',
      '/favicon.ico',
      '/assets/logo-3f2a1b.webp?v=2',
      'https://cdn.fiera.example/api/logo',
    ])('takes %s', (address) => {
      const result = parseFairConfig({
        ...defaultFairConfig,
        logoUrl: address,
        faviconUrl: address,
        map: { ...defaultFairConfig.map, imageUrl: address },
      });

      expect(result.success).toBe(true);
    });

    it("still takes a page of this site as the organiser's website, but no '..' in it", () => {
      const website = (value: string) =>
        parseFairConfig({
          ...defaultFairConfig,
          organiser: { ...defaultFairConfig.organiser, website: value },
        });

      expect(website('/chi-siamo').success).toBe(true);
      expect(website('/../chi-siamo')).toEqual({
        success: false,
        issues: [{ path: 'organiser.website', message: DOT_SEGMENTS }],
      });
    });
  });

  it('names every wrong field in Italian', () => {
    const broken = {
      ...defaultFairConfig,
      productName: '  ',
      logoUrl: 'javascript:alert(1)',
      days: ['2026-10-17', '2026-10-16'],
      openingHours: { opens: '19:00', closes: '09:00' },
      pinnedVendors: ['a', 'b', 'c', 'd', 'e'],
      organiser: { ...defaultFairConfig.organiser, email: 'non-una-email' },
      map: {
        ...defaultFairConfig.map,
        standPositions: { Z1: { x: 95, y: 10, width: 10, height: 5 } },
      },
    };

    const result = parseFairConfig(broken);

    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: 'productName', message: 'Obbligatorio' },
        { path: 'logoUrl', message: 'Un indirizzo di questo sito (/…) o https://…' },
        { path: 'days', message: 'Giorni in ordine, senza ripetizioni' },
        {
          path: 'openingHours.closes',
          message: "L'orario di chiusura viene dopo quello di apertura",
        },
        { path: 'pinnedVendors', message: 'Al massimo 4 aziende in evidenza' },
        { path: 'organiser.email', message: 'Un indirizzo email valido' },
        {
          path: 'map.standPositions.Z1',
          message: "Lo stand deve stare dentro l'immagine della mappa",
        },
      ]),
    );
  });

  it('refuses a palette whose text cannot be read, saying which pair and by how much', () => {
    const config: FairConfig = {
      ...defaultFairConfig,
      theme: {
        ...defaultFairConfig.theme,
        light: { ...defaultFairConfig.theme.light, primaryForeground: '#3060c0' },
      },
    };

    const result = parseFairConfig(config);

    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toEqual([
      {
        path: 'theme.light.primaryForeground',
        message: expect.stringMatching(
          /^Contrasto insufficiente tra primaryForeground e primary: 1\.\d\d:1, ne serve almeno 4\.5:1$/,
        ),
      },
    ]);
  });

  it('uses Italian for the checks it does not word itself', () => {
    const result = parseFairConfig({ ...defaultFairConfig, stages: 'Marchionne' });

    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues[0]?.path).toBe('stages');
    expect(result.issues[0]?.message).toMatch(/atteso|Input non valido/i);
  });

  it('refuses fields it does not know', () => {
    const result = parseFairConfig({ ...defaultFairConfig, colour: 'red' });

    expect(result.success).toBe(false);
  });
});

describe('given names with invisible or direction-control characters', () => {
  const BIDI = 'Contiene caratteri di controllo della direzione del testo non ammessi';

  it.each([
    ['a right-to-left override', '\u202Eexe.tnemucod'],
    ['an embedding', 'Fiera \u202Bdi Roma\u202C'],
    ['an isolate', 'Fiera \u2067di Roma\u2069'],
  ])('refuses %s in the product, stage, exhibitor, organiser and sender names', (_kind, name) => {
    const result = parseFairConfig({
      ...defaultFairConfig,
      productName: name,
      stages: ['Marchionne', name],
      pinnedVendors: [name],
      organiser: { ...defaultFairConfig.organiser, name },
      email: { ...defaultFairConfig.email, senderName: name },
    });

    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toEqual([
      { path: 'productName', message: BIDI },
      { path: 'stages.1', message: BIDI },
      { path: 'pinnedVendors.0', message: BIDI },
      { path: 'organiser.name', message: BIDI },
      { path: 'email.senderName', message: BIDI },
    ]);
  });

  it('stores names as they look: zero-width characters dropped, one space, composed accents', () => {
    const result = parseFairConfig({
      ...defaultFairConfig,
      productName: '  Expo\u200B  Terra\u00A0 2026\uFEFF ',
      stages: ['Palco\u2060  Marchionne', 'Sala\tVerdi\u200E'],
      organiser: { ...defaultFairConfig.organiser, name: 'Citta\u0300 di Roma' },
    });

    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.config.productName).toBe('Expo Terra 2026');
    expect(result.config.stages).toEqual(['Palco Marchionne', 'Sala Verdi']);
    expect(result.config.organiser.name).toBe('Citt\u00E0 di Roma');
  });

  it('refuses a product name made only of invisible characters as missing', () => {
    for (const productName of ['\u200B\u200D', '\u2060\uFEFF ', '\u202A\u202E\u2066\u2069']) {
      const result = parseFairConfig({ ...defaultFairConfig, productName });

      expect(result.success, JSON.stringify(productName)).toBe(false);
      if (result.success) return;
      expect(result.issues).toEqual([{ path: 'productName', message: 'Obbligatorio' }]);
    }
  });

  it('refuses names made only of blank-looking or ignorable characters as missing (regression)', () => {
    for (const name of ['\u3164', '\u2800\u2800', '\u{E0041}\u{E0042}', '\uFE0F\u034F\uFFFC']) {
      const result = parseFairConfig({
        ...defaultFairConfig,
        productName: name,
        stages: ['Marchionne', name],
        organiser: { ...defaultFairConfig.organiser, name },
      });

      expect(result.success, JSON.stringify(name)).toBe(false);
      if (result.success) return;
      expect(result.issues).toEqual([
        { path: 'productName', message: 'Obbligatorio' },
        { path: 'stages.1', message: 'Obbligatorio' },
        { path: 'organiser.name', message: 'Obbligatorio' },
      ]);
    }
  });

  it('reads a Braille blank between words as a space, so the pinned exhibitor is the one named', () => {
    const result = parseFairConfig({
      ...defaultFairConfig,
      pinnedVendors: ['Accademia\u2800Digitale\u3164Futura'],
    });

    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.config.pinnedVendors).toEqual(['Accademia Digitale Futura']);
  });

  it('keeps direction controls in the privacy paragraph: free text may quote right-to-left words', () => {
    const privacyNoticeExtra = 'Titolare: \u2067\u05E4\u05D9\u05E8\u05D4\u2069, Roma.';

    const result = parseFairConfig({ ...defaultFairConfig, privacyNoticeExtra });

    expect(result).toEqual({
      success: true,
      config: { ...defaultFairConfig, privacyNoticeExtra },
    });
  });
});

describe('contrastRatio', () => {
  it('follows WCAG: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1c50b5', '#1c50b5')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('themeCss', () => {
  it("sets every token, the radius and the font over the ui package's defaults", () => {
    const css = themeCss(terracottaFair.theme);

    expect(css).toMatch(/^:root:root \{\n/);
    expect(css).toContain('  --primary: #a73b15;');
    expect(css).toContain('  --card-foreground: #2c1a14;');
    expect(css).toContain('  --radius: 1rem;');
    expect(css).toContain('  --font-sans: Georgia,');
    expect(css).not.toContain('prefers-color-scheme');
  });

  it('adds the dark palette for phones in dark mode', () => {
    const css = themeCss({ ...defaultFairConfig.theme, dark: nightFair.theme.light });

    expect(css).toContain(
      '@media (prefers-color-scheme: dark) {\n  :root:root {\n    --background: #0d1117;',
    );
  });
});
