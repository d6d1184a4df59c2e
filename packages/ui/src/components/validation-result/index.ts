export { ValidationResult } from './validation-result';
export type { ValidationOutcome, ValidationResultProps } from './validation-result';
