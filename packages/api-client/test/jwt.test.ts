import { describe, expect, it } from 'vitest';
import { isTokenExpired } from '../src';
import { jwt } from './helpers';

const now = Date.UTC(2026, 9, 16, 9, 0, 0);
const nowSeconds = now / 1000;

describe('isTokenExpired', () => {
  it('judges expiry from the exp claim', () => {
    expect(isTokenExpired(jwt({ exp: nowSeconds - 1 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: nowSeconds }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: nowSeconds + 1 }), now)).toBe(false);
  });

  it('decodes base64url payloads that use - and _ and non-ASCII text', () => {
    // "ùù?" and "ÿÿ" encode to base64 containing + and /, i.e. - and _ in base64url.
    const token = jwt({ name: 'Niccolò ùù? ÿÿ>>>', exp: nowSeconds - 1 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(isTokenExpired(token, now)).toBe(true);
  });

  it.each([
    ['a token without exp', jwt({ sub: '1' })],
    ['a non-numeric exp', jwt({ exp: 'yesterday' })],
    ['a token without a payload', 'just-one-part'],
    ['a payload that is not base64url', 'header.%%%.signature'],
    ['a payload that is not JSON', `header.${Buffer.from('not json').toString('base64url')}.sig`],
    ['a payload that is not an object', `header.${Buffer.from('42').toString('base64url')}.sig`],
  ])('treats %s as valid', (_name, token) => {
    expect(isTokenExpired(token, now)).toBe(false);
  });
});
