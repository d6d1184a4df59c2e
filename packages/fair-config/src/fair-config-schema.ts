import { z } from 'zod';

import { contrastProblems } from './contrast';
import { PALETTE_TOKENS, type FairConfig, type Palette } from './fair-config';
import { hasBidiControls, normaliseLine, withoutBidiControls } from './text-rules';

/** Zod's own Italian messages for what the schema below does not word itself. */
const italian = z.locales.it().localeError;

/**
 * Free text of several lines (the privacy paragraph, the e-mails' footer): trimmed, otherwise
 * kept as written. A paragraph may quote right-to-left words with the controls that lay them out,
 * and it is shown as a paragraph, never where a name or a label is expected.
 */
const text = (max: number) =>
  z.string().trim().min(1, 'Obbligatorio').max(max, `Al massimo ${max} caratteri`);

const BIDI_CONTROLS_REFUSED =
  'Contiene caratteri di controllo della direzione del testo non ammessi';

/**
 * One line that names something (the fair, a stage, the organiser): normalised as the
 * catalogue's names are (see text-rules.ts), so two that look alike are alike. A direction
 * control would show it reversed ('\u202Eexe.tnemucod'): refused. Made only of invisible
 * characters, it is blank.
 */
const line = (max: number) =>
  z
    .string()
    .overwrite(normaliseLine)
    .superRefine((value, context) => {
      if (withoutBidiControls(value).trim() === '') {
        context.addIssue({ code: 'custom', message: 'Obbligatorio' });
      } else if (hasBidiControls(value)) {
        context.addIssue({ code: 'custom', message: BIDI_CONTROLS_REFUSED });
      }
    })
    .max(max, `Al massimo ${max} caratteri`);

const THIS_SITE = 'https://fiera.invalid';

/** The path of an address on this site, before its query or fragment. */
function pathOf(value: string): string {
  return value.split(/[?#]/, 1)[0] ?? '';
}

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

/**
 * A '.' or '..' segment, written as such or as %2e: '/media/../api/auth/logout' is the API's
 * address however it reads, and '/../../etc/passwd' only looks like a file.
 */
function hasDotSegments(value: string): boolean {
  return pathOf(value)
    .split('/')
    .some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/**
 * The app's pictures on this site are files: those of the built app (/favicon.svg,
 * /fair-map.svg, /assets/...) and the stored logos (/media/logos/...), each with an image's
 * extension. Anything else (/api/auth/logout, a page of the app) is no picture, and an img tag
 * would only call the API or the app with the visitor's cookies.
 */
const IMAGE_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)$/i;

function isSiteImage(value: string): boolean {
  const path = pathOf(value);
  return IMAGE_FILE.test(path) && path !== '/api' && !path.startsWith('/api/');
}

function isHttps(value: string): boolean {
  return /^https:\/\/[^\s\\]+$/.test(value) && URL.canParse(value);
}

/**
 * An address the app loads: https, or on this site (/…) without '.' or '..' segments; for a
 * picture, an image file of this site (/….png).
 */
const address = (kind: 'link' | 'image') =>
  z
    .string()
    .trim()
    .max(500, 'Al massimo 500 caratteri')
    .superRefine((value, context) => {
      if (isHttps(value)) return;
      const problem = !isSitePath(value)
        ? 'Un indirizzo di questo sito (/…) o https://…'
        : hasDotSegments(value)
          ? "Un indirizzo senza '.' o '..' tra le barre (es. /media/logo.png)"
          : kind === 'image' && !isSiteImage(value)
            ? "Un'immagine di questo sito (un file .png, .jpg, .webp, .svg…, es. /media/logo.png) o https://…"
            : undefined;
      if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
    });

const url = address('link');
const imageUrl = address('image');

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
    productName: line(60),
    logoUrl: imageUrl.nullable(),
    faviconUrl: imageUrl.nullable(),
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
    stages: z.array(line(60)).max(20, 'Al massimo 20 palchi'),
    pinnedVendors: z.array(line(200)).max(4, 'Al massimo 4 aziende in evidenza'),
    map: z
      .object({
        imageUrl,
        standPositions: z
          .record(z.string().trim().min(1).max(40), standRect)
          .refine((stands) => Object.keys(stands).length <= 2000, 'Al massimo 2000 stand'),
      })
      .strict(),
    organiser: z
      .object({
        name: line(200),
        email: z.email('Un indirizzo email valido').max(254),
        phone: line(40).nullable(),
        website: url.nullable(),
      })
      .strict(),
    privacyNoticeExtra: text(4000).nullable(),
    email: z
      .object({
        // One line: it is written into the From header of every e-mail. Checked before the
        // line is normalised, which would join two lines into one unseen.
        senderName: z
          .string()
          .trim()
          .refine(
            (value) => ![...value].some((character) => character < ' ' || character === '\u007f'),
            'Una riga sola, senza caratteri di controllo',
          )
          .pipe(line(100)),
        footer: text(500),
      })
      .strict(),
    tracker: z
      .object({
        enabled: z.boolean(),
        pixelId: line(100).nullable(),
        registrationEventName: line(100),
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
// The server's catalogue rows apply the same rules to exhibitors' names and events' titles.
export { hasBidiControls, normaliseLine, withoutBidiControls } from './text-rules';
