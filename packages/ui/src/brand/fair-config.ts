import { z } from 'zod';

/**
 * Built on first use, not at import: the app ships only the constant below, and a schema built
 * at import time would pull zod (a third of the first page's JavaScript) into every route.
 */
const buildFairConfigSchema = () => {
  /** A percentage of the map picture's width or height. */
  const percent = z.number().min(0).max(100);
  const standRect = z
    .object({ x: percent, y: percent, width: percent.gt(0), height: percent.gt(0) })
    .refine((rect) => rect.x + rect.width <= 100 && rect.y + rect.height <= 100, {
      message: "Lo stand deve stare dentro l'immagine della mappa",
    });
  return z.object({
    productName: z.string().trim().min(1),
    /** Without a logo the header shows the product name as text. */
    logoUrl: z.string().trim().min(1).optional(),
    /** Matches a `[data-theme="<theme>"]` block in `themes/<theme>.css`; 'fiera' is the default palette. */
    theme: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('fiera'),
    mapImageUrl: z.string().trim().min(1),
    /**
     * Where each stand is on the map picture, by stand code (as vendors' `stand`, compared
     * ignoring case): a rectangle in percentages of the picture, so it holds at any size. The map
     * highlights and zooms to a stand it knows; any other stand is listed as not on the map.
     */
    standPositions: z.record(z.string().trim().min(1), standRect).optional(),
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
};

let fairConfigSchema: ReturnType<typeof buildFairConfigSchema> | undefined;

type FairConfig = z.output<ReturnType<typeof buildFairConfigSchema>>;
/** A stand on the map picture, in percentages of its width (x, width) and height (y, height). */
type StandRect = { x: number; y: number; width: number; height: number };
type FairConfigInput = z.input<ReturnType<typeof buildFairConfigSchema>>;

/** Throws a ZodError naming every invalid field, so a broken config stops the app at start. */
function parseFairConfig(input: unknown): FairConfig {
  fairConfigSchema ??= buildFairConfigSchema();
  return fairConfigSchema.parse(input);
}

/**
 * The stands drawn in apps/fair/public/fair-map.svg (1200 × 820): halls A (left) and B (right),
 * each four rows of five 88 × 70 stands, numbered along the rows (A01–A05 on top, A16–A20 at
 * the bottom). A test checks these against the picture.
 */
function demoStandPositions(): Record<string, StandRect> {
  const percentOf = (value: number, total: number) => Math.round((value / total) * 10_000) / 100;
  const positions: Record<string, StandRect> = {};
  for (const [hall, left] of [
    ['A', 56],
    ['B', 656],
  ] as const) {
    for (let index = 0; index < 20; index += 1) {
      const column = index % 5;
      const row = Math.floor(index / 5);
      positions[`${hall}${String(index + 1).padStart(2, '0')}`] = {
        x: percentOf(left + column * 100, 1200),
        y: percentOf(110 + row * 110, 820),
        width: percentOf(88, 1200),
        height: percentOf(70, 820),
      };
    }
  }
  return positions;
}

/** Written out with its defaults filled; a test checks that it passes the schema unchanged. */
const defaultFairConfig: FairConfig = {
  productName: 'Fiera',
  theme: 'fiera',
  mapImageUrl: '/fair-map.svg',
  standPositions: demoStandPositions(),
  stages: ['Marchionne', 'Montalcini', 'Epicentro'],
  pinnedVendors: [],
  eventDays: ['2026-10-16', '2026-10-17'],
  privacyNoticeUrl: '/privacy',
  tracker: { enabled: false, registrationEventName: 'CompleteRegistration' },
};

export { parseFairConfig, defaultFairConfig };
export type { FairConfig, FairConfigInput, StandRect };
