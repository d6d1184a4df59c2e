export { VendorLogo, vendorLogoVariants } from './vendor-logo';
export type { VendorLogoProps } from './vendor-logo';
export { initialsOf } from './initials';
