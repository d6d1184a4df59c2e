export { VendorDirectory } from './vendor-directory';
export type { VendorDirectoryProps } from './vendor-directory';
export { filterVendors, indexVendors, orderVendors } from './order-vendors';
export type { DirectoryVendor } from './order-vendors';
