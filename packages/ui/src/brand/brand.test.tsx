import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The demo fair's map, which the default config's stand positions describe.
import demoMapSvg from '../../../../apps/fair/public/fair-map.svg?raw';
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

    it('places every stand of the demo map where the picture draws it', () => {
      const svg = new DOMParser().parseFromString(demoMapSvg, 'image/svg+xml');
      const [, , width = 0, height = 0] = (svg.documentElement.getAttribute('viewBox') ?? '')
        .split(' ')
        .map(Number);
      const drawn = Object.fromEntries(
        Array.from(svg.querySelectorAll('g[id^="stand-"]'), (group) => {
          const rect = group.querySelector('rect');
          const number = (name: string) => Number(rect?.getAttribute(name));
          return [
            group.querySelector('text')?.textContent ?? '',
            {
              x: (number('x') / width) * 100,
              y: (number('y') / height) * 100,
              width: (number('width') / width) * 100,
              height: (number('height') / height) * 100,
            },
          ];
        }),
      );
      const positions = defaultFairConfig.standPositions ?? {};

      expect(Object.keys(positions).toSorted()).toEqual(Object.keys(drawn).toSorted());
      expect(Object.keys(positions)).toHaveLength(40);
      for (const [code, rect] of Object.entries(positions)) {
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(rect[side], `${code} ${side}`).toBeCloseTo(drawn[code]?.[side] ?? NaN, 1);
        }
      }
    });
  });

  describe('given a minimal valid input', () => {
    it('fills the defaults, with the tracker off', () => {
      const config = parseFairConfig(minimal);

      expect(config.theme).toBe('fiera');
      expect(config.pinnedVendors).toEqual([]);
      expect(config.tracker.enabled).toBe(false);
      expect(config.standPositions).toBeUndefined();
    });

    it('keeps the stand positions given', () => {
      const standPositions = { 'Hall 1-A': { x: 0, y: 12.5, width: 10, height: 87.5 } };

      expect(parseFairConfig({ ...minimal, standPositions }).standPositions).toEqual(
        standPositions,
      );
    });
  });

  describe('given an invalid input', () => {
    it.each([
      ['an empty product name', { ...minimal, productName: ' ' }],
      ['a missing map', { ...minimal, mapImageUrl: undefined }],
      ['an event day that is not an ISO date', { ...minimal, eventDays: ['16 ottobre'] }],
      ['a theme name that is not a CSS identifier', { ...minimal, theme: 'Expo 2026!' }],
      [
        'a stand outside the map picture',
        { ...minimal, standPositions: { A1: { x: 95, y: 10, width: 10, height: 5 } } },
      ],
      [
        'a stand without a size',
        { ...minimal, standPositions: { A1: { x: 5, y: 10, width: 0, height: 5 } } },
      ],
      [
        'a stand with no code',
        { ...minimal, standPositions: { ' ': { x: 5, y: 10, width: 5, height: 5 } } },
      ],
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
