export { PrivacyNotice } from './privacy-notice';
export type { PrivacyNoticeProps } from './privacy-notice';
