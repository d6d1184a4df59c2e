import { italianCollator } from '../../lib/italian-collator';

/** The fields of a vendor the map's stand list shows (the API's Vendor fits it). */
type MapVendor = {
  id: number;
  name: string;
  stand: string | null;
  location: string | null;
  logo_path?: string | null;
};

/** Vendors by name in Italian alphabetical order. */
function sortByName<V extends MapVendor>(vendors: readonly V[]): V[] {
  return vendors.toSorted((a, b) => italianCollator.compare(a.name, b.name) || a.id - b.id);
}

/** Where to find the vendor: its stand, else its location, else undefined (shown as N/D). */
function standOf(vendor: MapVendor): string | undefined {
  return vendor.stand?.trim() || vendor.location?.trim() || undefined;
}

export { sortByName, standOf };
export type { MapVendor };
