export { PrivacyActions } from './privacy-actions';
export type { PrivacyActionsProps } from './privacy-actions';
