/**
 * One fair's own look and facts: everything that makes a fair its own and is not code. The
 * server keeps it (validated by `@fiera/fair-config/schema`), serves it to the app, and the
 * app, the e-mails and the theme stylesheet read it. openapi.yaml's `FairConfig` is its wire
 * form; apps/server/test/fair-config.test.ts fails to compile if the two differ.
 */

/** The design tokens a fair sets, as the ui package's CSS variables name them. */
const PALETTE_TOKENS = [
  'background',
  'foreground',
  'card',
  'cardForeground',
  'primary',
  'primaryForeground',
  'secondary',
  'secondaryForeground',
  'muted',
  'mutedForeground',
  'accent',
  'accentForeground',
  'destructive',
  'destructiveForeground',
  'success',
  'successForeground',
  'border',
  'input',
  'ring',
] as const;

type PaletteToken = (typeof PALETTE_TOKENS)[number];

/** A colour for each token, as #rrggbb. */
type Palette = Record<PaletteToken, string>;

/** Font families that need no download: every stack ends in fonts phones already have. */
const FONT_STACKS = {
  sans: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
  serif: "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Liberation Serif', serif",
  rounded:
    "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Segoe UI', system-ui, 'Liberation Sans', sans-serif",
} as const;

type FontName = keyof typeof FONT_STACKS;

/** A stand on the map picture, in percentages of its width (x, width) and height (y, height). */
interface StandRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface FairConfig {
  /** The brand name, the spec's `{product}`. */
  productName: string;
  /** Shown in the header; without it the header shows the product name as text. */
  logoUrl: string | null;
  /** The browser tab's icon; the default icon without it. */
  faviconUrl: string | null;
  theme: {
    light: Palette;
    /** Used when the phone is in dark mode; the light palette everywhere without it. */
    dark: Palette | null;
    font: FontName;
    /** Corner radius of cards and buttons, in rem. */
    radius: number;
  };
  /** The fair's days, YYYY-MM-DD, in order. */
  days: string[];
  /** Opening and closing time on each day, HH:MM, Europe/Rome. */
  openingHours: { opens: string; closes: string };
  /** The stage names the programme's stage filters offer. */
  stages: string[];
  /** Up to four exhibitor names shown first in the directory, in this order (any case). */
  pinnedVendors: string[];
  map: {
    imageUrl: string;
    /** By stand code (as exhibitors' `stand`, any case). */
    standPositions: Record<string, StandRect>;
  };
  organiser: {
    name: string;
    email: string;
    phone: string | null;
    website: string | null;
  };
  /** A paragraph the fair adds to the privacy notice (who the controller is, for instance). */
  privacyNoticeExtra: string | null;
  email: {
    /** The sender's name in visitors' inboxes. */
    senderName: string;
    /** The last line of every e-mail. */
    footer: string;
  };
  /** Advertising tracking needs consent, so it stays off unless a fair turns it on. */
  tracker: {
    enabled: boolean;
    pixelId: string | null;
    registrationEventName: string;
  };
}

/**
 * What the screens read of the config (the ui package's BrandProvider takes it). The privacy
 * notice's organiser and paragraph come with the server's config; the built-in default leaves
 * them out, so the first page's bundle does not carry them.
 */
type Brand = Pick<
  FairConfig,
  'productName' | 'logoUrl' | 'days' | 'stages' | 'pinnedVendors' | 'map' | 'tracker'
> &
  Partial<Pick<FairConfig, 'organiser' | 'privacyNoticeExtra'>>;

export { FONT_STACKS, PALETTE_TOKENS };
export type { Brand, FairConfig, FontName, Palette, PaletteToken, StandRect };
