import type { StandRect } from '../../brand/fair-config';
import type { MapVendor } from './stand-list';

/**
 * What the map shows: a vendor picked in the list (its stand, when it has one) or a stand
 * named in the address (/map?stand=B04, from a vendor's 'Vedi sulla mappa').
 */
type MapSelection = { vendorId: number } | { stand: string };

/** The stands the map knows, by a key that ignores case and spaces around the code. */
type StandIndex = ReadonlyMap<string, StandRect>;

type ResolvedSelection = {
  /** The vendors whose rows show as selected. */
  vendorIds: ReadonlySet<number>;
  /** The selected vendor, when the selection is a vendor. */
  vendor?: MapVendor;
  /** The stand code to highlight, as the vendor or the address spells it. */
  stand?: string;
  /** Where that stand is on the picture; undefined when the map does not show it. */
  position?: StandRect;
};

const standKey = (stand: string) => stand.trim().toLocaleUpperCase('it');

function indexStands(positions: Readonly<Record<string, StandRect>> | undefined): StandIndex {
  // Entries, not property lookups: a stand named 'constructor' must not find Object's.
  return new Map(Object.entries(positions ?? {}).map(([code, rect]) => [standKey(code), rect]));
}

/** The selection against the loaded vendors; undefined when it names nothing there is. */
function resolveSelection(
  selection: MapSelection | undefined,
  vendors: readonly MapVendor[],
  stands: StandIndex,
): ResolvedSelection | undefined {
  if (selection === undefined) return undefined;
  if ('vendorId' in selection) {
    const vendor = vendors.find((candidate) => candidate.id === selection.vendorId);
    if (vendor === undefined) return undefined;
    // Only a stand code is on the map: a location such as 'Padiglione A' is not.
    const stand = vendor.stand?.trim() || undefined;
    return {
      vendorIds: new Set([vendor.id]),
      vendor,
      stand,
      position: stand === undefined ? undefined : stands.get(standKey(stand)),
    };
  }
  const stand = selection.stand.trim();
  if (stand === '') return undefined;
  const key = standKey(stand);
  return {
    vendorIds: new Set(
      vendors
        .filter((vendor) => vendor.stand && standKey(vendor.stand) === key)
        .map((vendor) => vendor.id),
    ),
    stand,
    position: stands.get(key),
  };
}

export { indexStands, resolveSelection };
export type { MapSelection, ResolvedSelection, StandIndex };
