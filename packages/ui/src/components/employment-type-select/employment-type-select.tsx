import type * as React from 'react';

import { useT } from '../../i18n';
import { Select } from '../select';

const employmentTypes = ['private', 'self_employed', 'employee'] as const;
type EmploymentType = (typeof employmentTypes)[number];

/** The 'Sono un...' choice of registration and profile set-up, with an empty first option. */
function EmploymentTypeSelect(props: Omit<React.ComponentProps<typeof Select>, 'children'>) {
  const t = useT();
  return (
    <Select name="employment_type" {...props}>
      <option value="">{t('common.selectPlaceholder')}</option>
      {employmentTypes.map((type) => (
        <option key={type} value={type}>
          {t(`employment.${type}`)}
        </option>
      ))}
    </Select>
  );
}

export { EmploymentTypeSelect, employmentTypes };
export type { EmploymentType };
