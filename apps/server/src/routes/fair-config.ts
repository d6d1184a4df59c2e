import { themeCss, type FairConfig } from '@fiera/fair-config';
import type { FastifyInstance } from 'fastify';
import { changeSummary } from '../plugins/app/audit-log/change-summary';
import { appIconSvg } from '../media/app-icon';
import { requireAdmin } from '../plugins/app/auth/index';
import { versionCondition } from './if-match';
import { createListSnapshot } from './list-snapshot';
import type { OperationHandlers, Schemas } from './types';

export function fairConfigHandlers(
  fastify: FastifyInstance,
): OperationHandlers<
  'getFairConfig' | 'getFairTheme' | 'getWebManifest' | 'getAppIcon' | 'updateFairConfig'
> {
  const service = fastify.fairConfigService;
  // Every phone asks for both at start: one body, ETag and compression per config version.
  const config = createListSnapshot({
    version: service.version,
    load: () => service.current(),
    etagOf: fairConfigTag,
  });
  const theme = createListSnapshot({
    version: service.version,
    load: async () => themeCss((await service.current()).theme),
    contentType: 'text/css; charset=utf-8',
    serialize: String,
  });
  const icon = createListSnapshot({
    version: service.version,
    load: async () => appIconSvg(await service.current(), fastify.config.dataDir),
    contentType: 'image/svg+xml',
    serialize: String,
  });
  const manifest = createListSnapshot({
    version: service.version,
    load: async () => webManifest(await service.current(), service.version()),
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
    async getAppIcon(request, reply) {
      // The logo travels inside as a data: address; nothing else may load or run.
      reply.header(
        'content-security-policy',
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
      );
      await icon.send(request, reply);
    },
    async updateFairConfig(request, reply) {
      const admin = requireAdmin(request);
      const result = await service.update(
        request.body,
        admin.userId,
        versionCondition(request.headers['if-match'], { weak: true }),
      );
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
        result.previous === undefined
          ? result.config.productName
          : configChanges(result.previous, result.config),
      );
      return reply.header('etag', fairConfigTag(result.version)).code(200).send(result.config);
    },
  };
}

/** GET /api/fair-config's ETag, which PUT takes back in If-Match (if-match.ts, `weak`). */
const fairConfigTag = (version: number) => `W/"${version}"`;

/** The config as the audit log compares it: its fields by the Aspetto page's names. */
function auditView(config: FairConfig) {
  return {
    nome: config.productName,
    logo: config.logoUrl,
    favicon: config.faviconUrl,
    // The palettes are many colours: the line says that they changed, not each hex code.
    colori: JSON.stringify(config.theme),
    giorni: config.days,
    orari: `${config.openingHours.opens}–${config.openingHours.closes}`,
    palchi: config.stages,
    'aziende in evidenza': config.pinnedVendors,
    mappa: config.map.imageUrl,
    'posizioni degli stand': JSON.stringify(config.map.standPositions),
    organizzatore: JSON.stringify(config.organiser),
    privacy: config.privacyNoticeExtra,
    mittente: config.email.senderName,
    'piè di pagina': config.email.footer,
    tracciamento: JSON.stringify(config.tracker),
  };
}

const SUMMARISED = new Set(['colori', 'posizioni degli stand', 'organizzatore', 'tracciamento']);

/** `Expo — nome: «Fiera» → «Expo»; modificati: colori`: each changed field, was → is when short. */
function configChanges(before: FairConfig, after: FairConfig): string {
  const was = auditView(before);
  const is = auditView(after);
  const keys = Object.keys(is) as (keyof typeof is)[];
  const shown = keys.filter((key) => !SUMMARISED.has(key));
  const summary = changeSummary(
    after.productName,
    was,
    is,
    Object.fromEntries(shown.map((key) => [key, key])),
  );
  const summarised = keys.filter((key) => SUMMARISED.has(key) && was[key] !== is[key]);
  if (summarised.length === 0) return summary;
  const separator = summary === after.productName ? ' — ' : '; ';
  return `${summary}${separator}modificati: ${summarised.join(', ')}`;
}

/**
 * PNG renderings of the default favicon (apps/fair/public/icons): Chrome installs an app only
 * with a PNG, SVG or WebP icon of at least 144 px, and a raster favicon's size is unknown here.
 */
const DEFAULT_ICONS: Schemas['WebManifest']['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The installed app wears the fair's name, colours and logo: its first icon is the fair's logo
 * (or initials) on the fair's colours (GET /api/fair-config/icon.svg), then its favicon when that
 * is an SVG, then the default PNGs for systems that want those.
 */
function webManifest(config: FairConfig, version: number): Schemas['WebManifest'] {
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
    icons: [
      // The version in the address: a new logo is a new icon, not a cached old one.
      { src: `/api/fair-config/icon.svg?v=${version}`, sizes: 'any', type: 'image/svg+xml' },
      ...(isSvg(icon) ? [{ src: icon, sizes: 'any', type: 'image/svg+xml' }] : []),
      ...DEFAULT_ICONS,
    ],
  };
}

/** An SVG by its address: a raster or extension-less favicon is left to the default icons. */
function isSvg(url: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(url);
}
