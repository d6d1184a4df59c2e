import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Field } from '../field';
import { EmploymentTypeSelect } from './employment-type-select';

describe('given the employment type select', () => {
  it('offers the empty choice first, then the three Italian labels with their API values', async () => {
    render(
      <Field label="Sono un...">
        <EmploymentTypeSelect defaultValue="" />
      </Field>,
    );
    const select = screen.getByLabelText('Sono un...');
    expect(
      screen
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Seleziona...', ''],
      ['Privato', 'private'],
      ['Lavoratore Autonomo', 'self_employed'],
      ['Dipendente', 'employee'],
    ]);
    await userEvent.selectOptions(select, 'Dipendente');
    expect(select).toHaveValue('employee');
  });
});
