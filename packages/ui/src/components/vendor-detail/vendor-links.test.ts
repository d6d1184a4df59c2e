import { describe, expect, it } from 'vitest';

import { standMapHref, telephoneHref, websiteHref } from './vendor-links';

describe('websiteHref', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(websiteHref('www.example.it')).toBe('https://www.example.it');
    expect(websiteHref('//example.it/chi-siamo')).toBe('https://example.it/chi-siamo');
  });

  it('keeps an http or https address', () => {
    expect(websiteHref(' http://example.it ')).toBe('http://example.it');
    expect(websiteHref('HTTPS://example.it')).toBe('HTTPS://example.it');
  });

  it('never yields a script link', () => {
    expect(websiteHref('javascript:alert(1)')).toMatch(/^https:\/\//);
  });
});

describe('telephoneHref', () => {
  it('keeps only digits and the plus', () => {
    expect(telephoneHref('+39 (02) 1234.5678')).toBe('tel:+390212345678');
  });
});

describe('standMapHref', () => {
  it('names the stand in the map address, encoded', () => {
    expect(standMapHref(' B04 ')).toBe('/map?stand=B04');
    expect(standMapHref('Hall 2 & 3')).toBe('/map?stand=Hall+2+%26+3');
  });
});
