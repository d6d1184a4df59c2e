import type { FastifyInstance } from 'fastify';
import type { VendorRow } from '../plugins/app/vendors/vendors-repository';
import { notModified } from './etag';
import type { OperationHandlers, Schemas } from './types';

function toVendor(row: VendorRow): Schemas['Vendor'] {
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
  };
}

export function vendorHandlers(
  fastify: FastifyInstance,
): OperationHandlers<'listVendors' | 'getVendor'> {
  return {
    async listVendors(request, reply) {
      const vendors = (await fastify.vendorsService.list()).map(toVendor);
      if (notModified(request, reply, vendors)) return reply.code(304).send();
      return vendors;
    },

    async getVendor(request) {
      return toVendor(await fastify.vendorsService.view(request.params.vendorId));
    },
  };
}
