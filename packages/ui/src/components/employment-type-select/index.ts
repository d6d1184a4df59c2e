export { EmploymentTypeSelect, employmentTypes } from './employment-type-select';
export type { EmploymentType } from './employment-type-select';
