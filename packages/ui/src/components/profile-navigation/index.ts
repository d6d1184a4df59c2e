export { ProfileNavigation } from './profile-navigation';
export type { ProfileNavigationProps } from './profile-navigation';
