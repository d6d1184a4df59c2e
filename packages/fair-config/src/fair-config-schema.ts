import { z } from 'zod';

import { contrastProblems } from './contrast';
import { PALETTE_TOKENS, type FairConfig, type Palette } from './fair-config';

/** Zod's own Italian messages for what the schema below does not word itself. */
const italian = z.locales.it().localeError;

const text = (max: number) =>
  z.string().trim().min(1, 'Obbligatorio').max(max, `Al massimo ${max} caratteri`);

const THIS_SITE = 'https://fiera.invalid';

/**
 * On this site: resolved against any site it stays there. Browsers read a backslash as '/',
 * so '/' + backslash + 'evil.example' is another site's address, like '//evil.example'.
 */
function isSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !/[\s\\]/.test(value) &&
    URL.canParse(value, THIS_SITE) &&
    new URL(value, THIS_SITE).origin === THIS_SITE
  );
}

function isHttps(value: string): boolean {
  return /^https:\/\/[^\s\\]+$/.test(value) && URL.canParse(value);
}

/** An address the app loads: on this site (/…) or https. */
const url = z
  .string()
  .trim()
  .max(500, 'Al massimo 500 caratteri')
  .refine(
    (value) => isSitePath(value) || isHttps(value),
    'Un indirizzo di questo sito (/…) o https://…',
  );

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'Un colore come #1c50b5');

const palette = z
  .object(
    Object.fromEntries(PALETTE_TOKENS.map((token) => [token, colour])) as Record<
      keyof Palette,
      typeof colour
    >,
  )
  .strict()
  .superRefine((value, context) => {
    for (const problem of contrastProblems(value)) {
      context.addIssue({
        code: 'custom',
        path: [problem.foreground],
        message: `Contrasto insufficiente tra ${problem.foreground} e ${problem.background}: ${problem.ratio.toFixed(2)}:1, ne serve almeno ${problem.required}:1`,
      });
    }
  });

const percent = z.number().min(0, 'Da 0 a 100').max(100, 'Da 0 a 100');

const standRect = z
  .object({
    x: percent,
    y: percent,
    width: percent.gt(0, 'Maggiore di 0'),
    height: percent.gt(0, 'Maggiore di 0'),
  })
  .strict()
  .refine((rect) => rect.x + rect.width <= 100 && rect.y + rect.height <= 100, {
    message: "Lo stand deve stare dentro l'immagine della mappa",
  });

const day = z.iso.date('Una data come 2026-10-16');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Un orario come 09:30');

const fairConfigSchema = z
  .object({
    productName: text(60),
    logoUrl: url.nullable(),
    faviconUrl: url.nullable(),
    theme: z
      .object({
        light: palette,
        dark: palette.nullable(),
        font: z.enum(['sans', 'serif', 'rounded'], 'Uno tra sans, serif e rounded'),
        radius: z.number().min(0, 'Da 0 a 2').max(2, 'Da 0 a 2'),
      })
      .strict(),
    days: z
      .array(day)
      .min(1, 'Almeno un giorno')
      .max(31, 'Al massimo 31 giorni')
      .refine(
        (days) => days.every((value, index) => index === 0 || (days[index - 1] ?? '') < value),
        {
          message: 'Giorni in ordine, senza ripetizioni',
        },
      ),
    openingHours: z
      .object({ opens: time, closes: time })
      .strict()
      .refine((hours) => hours.opens < hours.closes, {
        message: "L'orario di chiusura viene dopo quello di apertura",
        path: ['closes'],
      }),
    stages: z.array(text(60)).max(20, 'Al massimo 20 palchi'),
    pinnedVendors: z.array(text(200)).max(4, 'Al massimo 4 aziende in evidenza'),
    map: z
      .object({
        imageUrl: url,
        standPositions: z
          .record(z.string().trim().min(1).max(40), standRect)
          .refine((stands) => Object.keys(stands).length <= 2000, 'Al massimo 2000 stand'),
      })
      .strict(),
    organiser: z
      .object({
        name: text(200),
        email: z.email('Un indirizzo email valido').max(254),
        phone: text(40).nullable(),
        website: url.nullable(),
      })
      .strict(),
    privacyNoticeExtra: text(4000).nullable(),
    email: z
      .object({
        // One line: it is written into the From header of every e-mail.
        senderName: text(100).refine(
          (value) => ![...value].some((character) => character < ' ' || character === '\u007f'),
          'Una riga sola, senza caratteri di controllo',
        ),
        footer: text(500),
      })
      .strict(),
    tracker: z
      .object({
        enabled: z.boolean(),
        pixelId: text(100).nullable(),
        registrationEventName: text(100),
      })
      .strict(),
  })
  .strict() satisfies z.ZodType<FairConfig>;

interface FairConfigIssue {
  /** Where, as a dot path: 'theme.light.primary'. */
  path: string;
  /** Why, in Italian. */
  message: string;
}

type FairConfigResult =
  { success: true; config: FairConfig } | { success: false; issues: FairConfigIssue[] };

/** Checks a fair config, naming every wrong field in Italian. */
function parseFairConfig(input: unknown): FairConfigResult {
  const result = fairConfigSchema.safeParse(input, { error: italian });
  if (result.success) return { success: true, config: result.data };
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

export { parseFairConfig };
export type { FairConfigIssue, FairConfigResult };
