export { VendorDetail } from './vendor-detail';
export type { VendorDetailProps, VendorProfile } from './vendor-detail';
export { standMapHref, telephoneHref, websiteHref } from './vendor-links';
