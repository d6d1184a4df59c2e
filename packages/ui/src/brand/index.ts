export { BrandProvider, useBrand } from './brand-context';
export { defaultFairConfig, parseFairConfig } from './fair-config';
export type { FairConfig, FairConfigInput } from './fair-config';
