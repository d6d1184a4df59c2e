import type { Palette, PaletteToken } from './fair-config';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The pairs the screens put together, with the ratio each needs: 4.5 for text (WCAG AA), 3 for
 * the edges of controls and the focus ring against the page.
 */
const CONTRAST_PAIRS: readonly (readonly [PaletteToken, PaletteToken, number])[] = [
  ['foreground', 'background', 4.5],
  ['cardForeground', 'card', 4.5],
  ['primaryForeground', 'primary', 4.5],
  ['secondaryForeground', 'secondary', 4.5],
  ['mutedForeground', 'muted', 4.5],
  ['mutedForeground', 'background', 4.5],
  ['mutedForeground', 'card', 4.5],
  ['accentForeground', 'accent', 4.5],
  ['destructiveForeground', 'destructive', 4.5],
  ['successForeground', 'success', 4.5],
  ['primary', 'background', 4.5],
  ['primary', 'card', 4.5],
  ['destructive', 'card', 4.5],
  ['success', 'card', 4.5],
  ['input', 'background', 3],
  ['ring', 'background', 3],
];

interface ContrastProblem {
  foreground: PaletteToken;
  background: PaletteToken;
  ratio: number;
  required: number;
}

/** Every pair of the palette below the contrast it needs. */
function contrastProblems(palette: Palette): ContrastProblem[] {
  return CONTRAST_PAIRS.flatMap(([foreground, background, required]) => {
    const ratio = contrastRatio(palette[foreground], palette[background]);
    return ratio < required ? [{ foreground, background, ratio, required }] : [];
  });
}

export { CONTRAST_PAIRS, contrastProblems, contrastRatio };
export type { ContrastProblem };
