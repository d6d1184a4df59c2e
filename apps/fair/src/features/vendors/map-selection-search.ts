import type { MapSelection } from '@fiera/ui/components/fair-map';
import type { MapSearch } from './map-search';

// Apart from map-search.ts, which the route tree (the first page's bundle) loads: these run on
// the map screen only.

/** The map's selection: a vendor when the address names one, else a stand. */
export function selectionOf({ stand, vendor }: MapSearch): MapSelection | undefined {
  if (vendor !== undefined) return { vendorId: vendor };
  if (stand !== undefined) return { stand };
  return undefined;
}

/** The address for a selection: one of the two parameters, never both. */
export function searchOf(selection: MapSelection | undefined): MapSearch {
  if (selection === undefined) return {};
  return 'vendorId' in selection ? { vendor: selection.vendorId } : { stand: selection.stand };
}
