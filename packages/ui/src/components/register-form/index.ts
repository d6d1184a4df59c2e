export { RegisterForm } from './register-form';
export type { EmploymentType, RegisterFormProps, RegisterFormValues } from './register-form';
