/**
 * The search of /map: the stand to outline (/map?stand=B04, from a vendor's 'Vedi sulla
 * mappa') or the vendor tapped in the list (/map?vendor=12). Anyone can edit the address, so
 * anything else is dropped rather than trusted.
 */
export interface MapSearch {
  stand?: string;
  vendor?: number;
}

/** Longer than any stand code a fair uses; keeps a pasted essay out of the page. */
const MAX_STAND_LENGTH = 40;

// An explicit `undefined` matters: omitted keys keep the raw URL value in useSearch().
export function parseMapSearch(search: Record<string, unknown>): MapSearch {
  return { stand: standParam(search.stand), vendor: vendorParam(search.vendor) };
}

function standParam(value: unknown): string | undefined {
  // The router reads ?stand=12 as the number 12.
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const stand = String(value).trim();
  return stand === '' || stand.length > MAX_STAND_LENGTH ? undefined : stand;
}

function vendorParam(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
