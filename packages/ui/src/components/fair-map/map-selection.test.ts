import { describe, expect, it } from 'vitest';

import { exhibitors } from '../../test/fair-fixtures';
import { indexStands, resolveSelection } from './map-selection';

const b07 = { x: 63, y: 26.83, width: 7.33, height: 8.54 };
const stands = indexStands({ B07: b07, ' a01 ': { x: 4.67, y: 13.41, width: 7.33, height: 8.54 } });

describe('resolveSelection', () => {
  describe('given a vendor', () => {
    it('selects its row and finds its stand on the map', () => {
      expect(resolveSelection({ vendorId: 1 }, exhibitors, stands)).toEqual({
        vendorIds: new Set([1]),
        vendor: exhibitors[0],
        stand: 'B07',
        position: b07,
      });
    });

    it('has no stand to show for a vendor with only a location', () => {
      const resolved = resolveSelection({ vendorId: 2 }, exhibitors, stands);

      expect(resolved?.vendorIds).toEqual(new Set([2]));
      expect(resolved?.stand).toBeUndefined();
      expect(resolved?.position).toBeUndefined();
    });

    it('knows the stand but not where it is when the map lacks it', () => {
      const resolved = resolveSelection({ vendorId: 5 }, exhibitors, stands);

      expect(resolved?.stand).toBe('A12');
      expect(resolved?.position).toBeUndefined();
    });

    it('is nothing when no vendor has the id', () => {
      expect(resolveSelection({ vendorId: 99 }, exhibitors, stands)).toBeUndefined();
    });
  });

  describe('given a stand code', () => {
    it('matches the map and the vendors ignoring case and spaces', () => {
      const resolved = resolveSelection({ stand: ' A01' }, exhibitors, stands);

      expect(resolved?.vendorIds).toEqual(new Set([3]));
      expect(resolved?.stand).toBe('A01');
      expect(resolved?.position).toEqual({ x: 4.67, y: 13.41, width: 7.33, height: 8.54 });
    });

    it('still names a stand that neither the map nor a vendor has', () => {
      expect(resolveSelection({ stand: 'constructor' }, exhibitors, stands)).toEqual({
        vendorIds: new Set(),
        stand: 'constructor',
        position: undefined,
      });
    });

    it('is nothing for a blank code', () => {
      expect(resolveSelection({ stand: ' ' }, exhibitors, stands)).toBeUndefined();
    });
  });
});
