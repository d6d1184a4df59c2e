import { render, screen } from '@testing-library/react';
import { terracottaFair } from '@fiera/fair-config';
import { describe, expect, it } from 'vitest';

// The demo fair's map, which the default config's stand positions describe.
import demoMapSvg from '../../../../apps/fair/public/fair-map.svg?raw';
import { BrandProvider, defaultFairConfig, useBrand } from './index';

function ProductName() {
  const { productName, logoUrl } = useBrand();
  return <p>{logoUrl ?? productName}</p>;
}

describe('fair config', () => {
  describe('given the default config', () => {
    it('describes the Fiera fair', () => {
      expect(defaultFairConfig).toMatchObject({
        productName: 'Fiera',
        stages: ['Marchionne', 'Montalcini', 'Epicentro'],
        days: ['2026-10-16', '2026-10-17'],
        pinnedVendors: [],
        logoUrl: null,
        tracker: { enabled: false },
      });
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
      const positions = defaultFairConfig.map.standPositions;

      expect(Object.keys(positions).toSorted()).toEqual(Object.keys(drawn).toSorted());
      expect(Object.keys(positions)).toHaveLength(40);
      for (const [code, rect] of Object.entries(positions)) {
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(rect[side], `${code} ${side}`).toBeCloseTo(drawn[code]?.[side] ?? NaN, 1);
        }
      }
    });
  });

  describe('given a BrandProvider', () => {
    it('gives its config to the components below', () => {
      render(
        <BrandProvider config={{ ...terracottaFair, logoUrl: '/expo.svg' }}>
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
