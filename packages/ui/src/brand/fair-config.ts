/**
 * The fair config comes from @fiera/fair-config, the one place that defines it (the server
 * validates and serves it; the app passes it to a BrandProvider). The screens read its `Brand`
 * part and fall back to the demo fair's without a provider, as in Storybook and the tests.
 */
export { defaultBrand, defaultFairConfig } from '@fiera/fair-config';
export type { Brand, FairConfig, StandRect } from '@fiera/fair-config';
