export { BackButton } from './back-button';
export type { BackButtonProps } from './back-button';
