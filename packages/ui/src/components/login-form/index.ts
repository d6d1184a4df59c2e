export { LoginForm } from './login-form';
export type { LoginFormProps, LoginFormValues } from './login-form';
