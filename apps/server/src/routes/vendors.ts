import type { FastifyInstance } from 'fastify';
import type { VendorRow } from '../plugins/app/vendors/vendors-repository';
import { createListSnapshot, readFreshForOrganisers } from './list-snapshot';
import type { OperationHandlers, Schemas } from './types';

export function toVendor(row: VendorRow): Schemas['Vendor'] {
  return {
    id: row.id,
    name: row.name,
    logo_path: row.logoPath,
    stand: row.stand,
    location: row.location,
    website: row.website,
    address: row.address,
    email: row.email,
    telephone: row.telephone,
    description: row.description,
    seeking: row.seeking,
    page_view_count: row.pageViewCount,
    version: row.version,
  };
}

/** How stale the list's page view counts may be; a vendor's own page has the live count. */
const PAGE_VIEWS_MAX_AGE_MS = 60_000;

export function vendorHandlers(
  fastify: FastifyInstance,
): OperationHandlers<'listVendors' | 'getVendor'> {
  const directory = createListSnapshot({
    version: () => fastify.contentVersions.current('vendors'),
    load: async () => (await fastify.vendorsService.list()).map(toVendor),
    maxAgeMs: PAGE_VIEWS_MAX_AGE_MS,
  });
  return {
    async listVendors(request, reply) {
      await readFreshForOrganisers(fastify, request);
      await directory.send(request, reply);
    },

    async getVendor(request) {
      return toVendor(await fastify.vendorsService.view(request.params.vendorId));
    },
  };
}
