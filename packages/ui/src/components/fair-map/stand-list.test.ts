import { describe, expect, it } from 'vitest';

import { exhibitors } from '../../test/fair-fixtures';
import { sortByName, standOf } from './stand-list';

describe('sortByName', () => {
  it('sorts in Italian alphabetical order', () => {
    expect(sortByName(exhibitors).map((vendor) => vendor.name)).toEqual([
      'Automazioni Spa',
      'Birrificio Alpino',
      'Caffè Nero Srl',
      'Énergie Solaire',
      'zeta Ricambi',
    ]);
  });
});

describe('standOf', () => {
  it('is the stand, else the location, else nothing', () => {
    expect(standOf({ id: 1, name: 'A', stand: 'B07', location: 'Padiglione B' })).toBe('B07');
    expect(standOf({ id: 1, name: 'A', stand: ' ', location: 'Padiglione A' })).toBe(
      'Padiglione A',
    );
    expect(standOf({ id: 1, name: 'A', stand: null, location: null })).toBeUndefined();
  });
});
