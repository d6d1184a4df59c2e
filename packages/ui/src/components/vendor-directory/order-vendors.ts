import { italianCollator } from '../../lib/italian-collator';
import { searchIndex, searchNeedle } from '../../lib/search-text';

/** The fields of a vendor the directory shows (the API's Vendor fits it). */
type DirectoryVendor = {
  id: number;
  name: string;
  logo_path?: string | null;
  stand?: string | null;
  location?: string | null;
};

type IndexedVendor<V extends DirectoryVendor> = { vendor: V; search: string };

const pinKey = (name: string) => name.trim().toLocaleLowerCase('it');

/**
 * The fair's pinned vendors first, in the config's order (names compared case-insensitively),
 * then everyone else in Italian alphabetical order.
 */
function orderVendors<V extends DirectoryVendor>(
  vendors: readonly V[],
  pinned: readonly string[],
): V[] {
  const pinRank = new Map<string, number>();
  pinned.forEach((name, rank) => {
    if (!pinRank.has(pinKey(name))) pinRank.set(pinKey(name), rank);
  });
  const rank = (vendor: V) => pinRank.get(pinKey(vendor.name)) ?? pinned.length;
  return vendors.toSorted(
    (a, b) => rank(a) - rank(b) || italianCollator.compare(a.name, b.name) || a.id - b.id,
  );
}

/** Orders the vendors and folds their names for search, once per load. */
function indexVendors<V extends DirectoryVendor>(
  vendors: readonly V[],
  pinned: readonly string[],
): IndexedVendor<V>[] {
  return orderVendors(vendors, pinned).map((vendor) => ({
    vendor,
    search: searchIndex([vendor.name]),
  }));
}

/** The vendors whose name contains the term, ignoring case and accents, in the same order. */
function filterVendors<V extends DirectoryVendor>(
  indexed: readonly IndexedVendor<V>[],
  term: string,
): V[] {
  const needle = searchNeedle(term);
  return indexed.filter((item) => item.search.includes(needle)).map((item) => item.vendor);
}

export { filterVendors, indexVendors, orderVendors };
export type { DirectoryVendor, IndexedVendor };
