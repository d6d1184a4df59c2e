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
  /** Changes whenever the list does, page view counts aside. */
  listVersion(): Promise<number>;
  /** A vendor's page: counts the view. */
  view(id: number): Promise<VendorRow>;
}

async function vendorsPlugin(fastify: FastifyInstance) {
  const repository = createVendorsRepository(fastify.db);
  fastify.decorate('vendorsService', {
    list: () => repository.list(),
    listVersion: () => repository.listVersion(),
    async view(id) {
      const vendor = await repository.findByIdCountingView(id);
      if (vendor === undefined) throw new AppError(404, messages.vendorNotFound);
      return vendor;
    },
  } satisfies VendorsService);
}

export default fp(vendorsPlugin, { name: 'vendors', dependencies: ['db'] });
