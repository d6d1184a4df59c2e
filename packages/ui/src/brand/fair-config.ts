import { z } from 'zod';

const fairConfigSchema = z.object({
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

type FairConfig = z.output<typeof fairConfigSchema>;
type FairConfigInput = z.input<typeof fairConfigSchema>;

/** Throws a ZodError naming every invalid field, so a broken config stops the app at start. */
function parseFairConfig(input: unknown): FairConfig {
  return fairConfigSchema.parse(input);
}

const defaultFairConfig: FairConfig = parseFairConfig({
  productName: 'Fiera',
  theme: 'fiera',
  mapImageUrl: '/fair-map.svg',
  stages: ['Marchionne', 'Montalcini', 'Epicentro'],
  pinnedVendors: [],
  eventDays: ['2026-10-16', '2026-10-17'],
  privacyNoticeUrl: '/privacy',
} satisfies FairConfigInput);

export { fairConfigSchema, parseFairConfig, defaultFairConfig };
export type { FairConfig, FairConfigInput };
