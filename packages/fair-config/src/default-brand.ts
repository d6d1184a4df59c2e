import type { Brand, StandRect } from './fair-config';

/**
 * The stands drawn in the demo map (apps/fair/public/fair-map.svg, 1200 × 820): halls A (left)
 * and B (right), each four rows of five 88 × 70 stands, numbered along the rows (A01–A05 on
 * top, A16–A20 at the bottom).
 */
function demoStandPositions(): Record<string, StandRect> {
  const percentOf = (value: number, total: number) => Math.round((value / total) * 10_000) / 100;
  const positions: Record<string, StandRect> = {};
  for (const [hall, left] of [
    ['A', 56],
    ['B', 656],
  ] as const) {
    for (let index = 0; index < 20; index += 1) {
      const column = index % 5;
      const row = Math.floor(index / 5);
      positions[`${hall}${String(index + 1).padStart(2, '0')}`] = {
        x: percentOf(left + column * 100, 1200),
        y: percentOf(110 + row * 110, 820),
        width: percentOf(88, 1200),
        height: percentOf(70, 820),
      };
    }
  }
  return positions;
}

/**
 * The part of the demo fair the screens read. Apart from the rest of the config (palette,
 * organiser, e-mail), so the app's first page carries only this until the server's arrives.
 */
const defaultBrand: Brand = {
  productName: 'Fiera',
  logoUrl: null,
  days: ['2026-10-16', '2026-10-17'],
  stages: ['Marchionne', 'Montalcini', 'Epicentro'],
  pinnedVendors: [],
  map: { imageUrl: '/fair-map.svg', standPositions: demoStandPositions() },
  tracker: { enabled: false, pixelId: null, registrationEventName: 'CompleteRegistration' },
};

export { defaultBrand };
