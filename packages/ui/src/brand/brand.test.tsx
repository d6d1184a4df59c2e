import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BrandProvider, defaultFairConfig, parseFairConfig, useBrand } from './index';

const minimal = {
  productName: 'Expo Demo',
  mapImageUrl: '/expo-map.png',
  stages: ['Sala A'],
  privacyNoticeUrl: 'https://expo.example/privacy',
};

function ProductName() {
  const { productName, logoUrl } = useBrand();
  return <p>{logoUrl ?? productName}</p>;
}

describe('fair config', () => {
  describe('given the default config', () => {
    it('describes the Fiera fair', () => {
      expect(defaultFairConfig).toMatchObject({
        productName: 'Fiera',
        theme: 'fiera',
        stages: ['Marchionne', 'Montalcini', 'Epicentro'],
        pinnedVendors: [],
        privacyNoticeUrl: '/privacy',
        tracker: { enabled: false },
      });
      expect(defaultFairConfig.logoUrl).toBeUndefined();
    });

    it('passes the schema unchanged (it is written out, not parsed, to keep zod out of the app)', () => {
      expect(parseFairConfig(defaultFairConfig)).toEqual(defaultFairConfig);
    });
  });

  describe('given a minimal valid input', () => {
    it('fills the defaults, with the tracker off', () => {
      const config = parseFairConfig(minimal);

      expect(config.theme).toBe('fiera');
      expect(config.pinnedVendors).toEqual([]);
      expect(config.tracker.enabled).toBe(false);
    });
  });

  describe('given an invalid input', () => {
    it.each([
      ['an empty product name', { ...minimal, productName: ' ' }],
      ['a missing map', { ...minimal, mapImageUrl: undefined }],
      ['an event day that is not an ISO date', { ...minimal, eventDays: ['16 ottobre'] }],
      ['a theme name that is not a CSS identifier', { ...minimal, theme: 'Expo 2026!' }],
    ])('rejects %s', (_name, input) => {
      expect(() => parseFairConfig(input)).toThrow();
    });
  });

  describe('given a BrandProvider', () => {
    it('gives its config to the components below', () => {
      render(
        <BrandProvider config={parseFairConfig({ ...minimal, logoUrl: '/expo.svg' })}>
          <ProductName />
        </BrandProvider>,
      );

      expect(screen.getByText('/expo.svg')).toBeInTheDocument();
    });
  });

  describe('given no BrandProvider', () => {
    it('falls back to the default config', () => {
      render(<ProductName />);

      expect(screen.getByText('Fiera')).toBeInTheDocument();
    });
  });
});
