import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../../errors';
import { createVendorsRepository, type VendorRow } from './vendors-repository';

declare module 'fastify' {
  interface FastifyInstance {
    vendorsService: VendorsService;
  }
}

export interface VendorsService {
  list(): Promise<VendorRow[]>;
  /** A vendor's page: counts the view. */
  view(id: number): Promise<VendorRow>;
}

async function vendorsPlugin(fastify: FastifyInstance) {
  const repository = createVendorsRepository(fastify.db);
  fastify.decorate('vendorsService', {
    list: () => repository.list(),
    async view(id) {
      const vendor = await repository.findByIdCountingView(id);
      if (vendor === undefined) throw new AppError(404, messages.vendorNotFound);
      return vendor;
    },
  } satisfies VendorsService);
}

export default fp(vendorsPlugin, { name: 'vendors', dependencies: ['db'] });
