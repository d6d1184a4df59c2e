export { Field } from './field';
export type { FieldProps } from './field';
