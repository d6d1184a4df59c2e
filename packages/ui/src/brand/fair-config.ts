import { z } from 'zod';

/**
 * Built on first use, not at import: the app ships only the constant below, and a schema built
 * at import time would pull zod (a third of the first page's JavaScript) into every route.
 */
const buildFairConfigSchema = () =>
  z.object({
    productName: z.string().trim().min(1),
    /** Without a logo the header shows the product name as text. */
    logoUrl: z.string().trim().min(1).optional(),
    /** Matches a `[data-theme="<theme>"]` block in `themes/<theme>.css`; 'fiera' is the default palette. */
    theme: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('fiera'),
    mapImageUrl: z.string().trim().min(1),
    stages: z.array(z.string().trim().min(1)),
    /** Vendor names shown first in this order, compared case-insensitively. */
    pinnedVendors: z.array(z.string().trim().min(1)).default([]),
    eventDays: z.array(z.iso.date()).optional(),
    privacyNoticeUrl: z.string().trim().min(1),
    // Advertising tracking needs consent, so it stays off unless a fair opts in.
    tracker: z
      .object({
        enabled: z.boolean().default(false),
        pixelId: z.string().trim().min(1).optional(),
        registrationEventName: z.string().trim().min(1).default('CompleteRegistration'),
      })
      .default({ enabled: false, registrationEventName: 'CompleteRegistration' }),
  });

let fairConfigSchema: ReturnType<typeof buildFairConfigSchema> | undefined;

type FairConfig = z.output<ReturnType<typeof buildFairConfigSchema>>;
type FairConfigInput = z.input<ReturnType<typeof buildFairConfigSchema>>;

/** Throws a ZodError naming every invalid field, so a broken config stops the app at start. */
function parseFairConfig(input: unknown): FairConfig {
  fairConfigSchema ??= buildFairConfigSchema();
  return fairConfigSchema.parse(input);
}

/** Written out with its defaults filled; a test checks that it passes the schema unchanged. */
const defaultFairConfig: FairConfig = {
  productName: 'Fiera',
  theme: 'fiera',
  mapImageUrl: '/fair-map.svg',
  stages: ['Marchionne', 'Montalcini', 'Epicentro'],
  pinnedVendors: [],
  eventDays: ['2026-10-16', '2026-10-17'],
  privacyNoticeUrl: '/privacy',
  tracker: { enabled: false, registrationEventName: 'CompleteRegistration' },
};

export { parseFairConfig, defaultFairConfig };
export type { FairConfig, FairConfigInput };
