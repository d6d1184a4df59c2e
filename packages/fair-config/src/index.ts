export { FONT_STACKS, PALETTE_TOKENS } from './fair-config';
export type { Brand, FairConfig, FontName, Palette, PaletteToken, StandRect } from './fair-config';
export { defaultBrand } from './default-brand';
export { defaultFairConfig } from './default-fair-config';
export { nightFair, terracottaFair } from './example-fair-configs';
export { contrastProblems, contrastRatio } from './contrast';
export type { ContrastProblem } from './contrast';
export { themeCss } from './theme-css';
