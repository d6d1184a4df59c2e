import type { NewUser } from './users-repository';

type EmploymentType = NonNullable<NewUser['employmentType']>;

/** Empty or blank optional texts are stored as null: "not given" has one representation. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed;
}

/** A company name only makes sense for the self-employed and employees. */
export function companyFor(
  employmentType: EmploymentType | null | undefined,
  companyName: string | null | undefined,
): string | null {
  return employmentType === 'self_employed' || employmentType === 'employee'
    ? blankToNull(companyName)
    : null;
}
