export { FooterNav, footerNavItems } from './footer-nav';
export type { FooterNavProps } from './footer-nav';
