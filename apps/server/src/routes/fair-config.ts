import { themeCss } from '@fiera/fair-config';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../plugins/app/auth/index';
import { createListSnapshot } from './list-snapshot';
import type { OperationHandlers, Schemas } from './types';

export function fairConfigHandlers(
  fastify: FastifyInstance,
): OperationHandlers<'getFairConfig' | 'getFairTheme' | 'updateFairConfig'> {
  const service = fastify.fairConfigService;
  // Every phone asks for both at start: one body, ETag and compression per config version.
  const config = createListSnapshot({ version: service.version, load: () => service.current() });
  const theme = createListSnapshot({
    version: service.version,
    load: async () => themeCss((await service.current()).theme),
    contentType: 'text/css; charset=utf-8',
    serialize: String,
  });

  return {
    async getFairConfig(request, reply) {
      await config.send(request, reply);
    },
    async getFairTheme(request, reply) {
      await theme.send(request, reply);
    },
    async updateFairConfig(request, reply) {
      const admin = requireAdmin(request);
      const result = await service.update(request.body, admin.userId);
      if (!result.ok) {
        const problem: Schemas['FairConfigProblem'] = {
          detail: 'La configurazione della fiera non è valida: correggi i campi indicati.',
          issues: result.issues,
        };
        return reply.code(422).send(problem);
      }
      request.log.info({ adminId: admin.userId }, 'fair config updated');
      return result.config;
    },
  };
}
