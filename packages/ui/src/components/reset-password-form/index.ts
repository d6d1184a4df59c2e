export { ResetPasswordForm } from './reset-password-form';
export type { ResetPasswordFormProps } from './reset-password-form';
