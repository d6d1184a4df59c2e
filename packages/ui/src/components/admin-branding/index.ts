export { AdminBranding } from './admin-branding';
export type { AdminBrandingProps, BrandingSaveResult } from './admin-branding';
