import { themeCss, type FairConfig } from '@fiera/fair-config';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../plugins/app/auth/index';
import { createListSnapshot } from './list-snapshot';
import type { OperationHandlers, Schemas } from './types';

export function fairConfigHandlers(
  fastify: FastifyInstance,
): OperationHandlers<'getFairConfig' | 'getFairTheme' | 'getWebManifest' | 'updateFairConfig'> {
  const service = fastify.fairConfigService;
  // Every phone asks for both at start: one body, ETag and compression per config version.
  const config = createListSnapshot({ version: service.version, load: () => service.current() });
  const theme = createListSnapshot({
    version: service.version,
    load: async () => themeCss((await service.current()).theme),
    contentType: 'text/css; charset=utf-8',
    serialize: String,
  });
  const manifest = createListSnapshot({
    version: service.version,
    load: async () => webManifest(await service.current()),
    contentType: 'application/manifest+json; charset=utf-8',
  });

  return {
    async getFairConfig(request, reply) {
      await config.send(request, reply);
    },
    async getFairTheme(request, reply) {
      await theme.send(request, reply);
    },
    async getWebManifest(request, reply) {
      await manifest.send(request, reply);
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
      await fastify.auditLog.record(
        admin.userId,
        'fair-config.update',
        null,
        result.config.productName,
      );
      return result.config;
    },
  };
}

/** The installed app wears the fair's name and colours; its icon is the fair's favicon. */
function webManifest(config: FairConfig): Schemas['WebManifest'] {
  const icon = config.faviconUrl ?? '/favicon.svg';
  return {
    name: config.productName,
    short_name: config.productName,
    lang: 'it',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: config.theme.light.background,
    theme_color: config.theme.light.primary,
    icons: [{ src: icon, sizes: 'any', type: iconType(icon) }],
  };
}

function iconType(url: string): string {
  const extension = /\.(\w+)(?:[?#]|$)/.exec(url)?.[1]?.toLowerCase();
  if (extension === 'png') return 'image/png';
  if (extension === 'ico') return 'image/x-icon';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  if (extension === 'webp') return 'image/webp';
  return 'image/svg+xml';
}
