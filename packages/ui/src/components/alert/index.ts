export { Alert, alertVariants } from './alert';
export type { AlertProps } from './alert';
