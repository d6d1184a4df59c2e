export { AdminVendors } from './admin-vendors';
export type { AdminVendorsProps } from './admin-vendors';
export { VendorForm } from './vendor-form';
export type { AdminVendor, VendorFormProps, VendorInputData } from './vendor-form';
export { VendorLogoUpload, logoProblem } from './vendor-logo-upload';
export type {
  ChosenLogoUpload,
  VendorLogoUploadHandle,
  VendorLogoUploadProps,
} from './vendor-logo-upload';
