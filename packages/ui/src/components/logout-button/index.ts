export { LogoutButton } from './logout-button';
export type { LogoutButtonProps } from './logout-button';
