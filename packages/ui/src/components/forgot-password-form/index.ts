export { ForgotPasswordForm } from './forgot-password-form';
export type { ForgotPasswordFormProps } from './forgot-password-form';
