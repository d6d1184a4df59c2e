import { describe, expect, it } from 'vitest';

import { filterVendors, indexVendors, orderVendors } from './order-vendors';

const vendors = [
  { id: 1, name: 'zeta Ricambi' },
  { id: 2, name: 'Énergie Solaire' },
  { id: 3, name: 'Caffè Nero' },
  { id: 4, name: 'ALFA Pinned' },
  { id: 5, name: 'Birrificio' },
  { id: 6, name: 'omega pinned' },
  { id: 7, name: 'Elettronica' },
];
const names = (list: readonly { name: string }[]) => list.map((vendor) => vendor.name);

describe('orderVendors', () => {
  describe('given no pinned vendors', () => {
    it('sorts in Italian order: accents and case with their base letter', () => {
      expect(names(orderVendors(vendors, []))).toEqual([
        'ALFA Pinned',
        'Birrificio',
        'Caffè Nero',
        'Elettronica',
        'Énergie Solaire',
        'omega pinned',
        'zeta Ricambi',
      ]);
    });
  });

  describe('given pinned names', () => {
    it("puts them first in the config's order, matched case-insensitively", () => {
      const ordered = orderVendors(vendors, ['Omega Pinned', 'alfa pinned', 'Not Exhibiting']);
      expect(names(ordered).slice(0, 3)).toEqual(['omega pinned', 'ALFA Pinned', 'Birrificio']);
    });
  });
});

describe('filterVendors', () => {
  const indexed = indexVendors(vendors, ['zeta ricambi']);

  it('finds names ignoring accents and case, keeping the pinned first', () => {
    expect(names(filterVendors(indexed, 'ENERGIE'))).toEqual(['Énergie Solaire']);
    expect(names(filterVendors(indexed, 'e'))[0]).toBe('zeta Ricambi');
  });

  it('keeps everything for a blank term', () => {
    expect(filterVendors(indexed, ' ')).toHaveLength(vendors.length);
  });
});
