export { VendorDetail } from './vendor-detail';
export type { VendorDetailProps, VendorProfile } from './vendor-detail';
export { telephoneHref, websiteHref } from './vendor-links';
