export { BrandProvider, useBrand } from './brand-context';
export { defaultBrand, defaultFairConfig } from './fair-config';
export type { Brand, FairConfig, StandRect } from './fair-config';
