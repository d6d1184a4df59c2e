export { VerifyEmailStatus } from './verify-email-status';
export type { VerificationStatus, VerifyEmailStatusProps } from './verify-email-status';
