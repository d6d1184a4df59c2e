import { describe, expect, it } from 'vitest';
import { parseMapSearch } from '../src/features/vendors/map-search';
import { searchOf, selectionOf } from '../src/features/vendors/map-selection-search';

describe("the map's search params", () => {
  it('keeps a stand code and a vendor id', () => {
    expect(parseMapSearch({ stand: ' B04 ', vendor: 12 })).toEqual({ stand: 'B04', vendor: 12 });
    // The router reads ?stand=12 as a number and a typed-in ?vendor= may stay a string.
    expect(parseMapSearch({ stand: 12, vendor: '7' })).toEqual({ stand: '12', vendor: 7 });
  });

  it('drops what is not a stand code or a vendor id', () => {
    for (const search of [
      {},
      { stand: '', vendor: 0 },
      { stand: '  ', vendor: -3 },
      { stand: { code: 'B04' }, vendor: 1.5 },
      { stand: 'x'.repeat(41), vendor: '12abc' },
      { stand: true, vendor: Number.MAX_SAFE_INTEGER + 1 },
    ]) {
      expect(parseMapSearch(search)).toEqual({ stand: undefined, vendor: undefined });
    }
  });

  it('turns into the selection, a vendor before a stand, and back', () => {
    expect(selectionOf({ stand: 'B04', vendor: 12 })).toEqual({ vendorId: 12 });
    expect(selectionOf({ stand: 'B04' })).toEqual({ stand: 'B04' });
    expect(selectionOf({})).toBeUndefined();
    expect(searchOf({ vendorId: 12 })).toEqual({ vendor: 12 });
    expect(searchOf({ stand: 'B04' })).toEqual({ stand: 'B04' });
    expect(searchOf(undefined)).toEqual({});
  });
});
