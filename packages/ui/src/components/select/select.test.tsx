import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { Select } from './select';

describe('Select', () => {
  describe('when the user picks an employment type', () => {
    it('takes the chosen value', async () => {
      render(
        <Select aria-label="Sono un..." defaultValue="private">
          <option value="private">Privato</option>
          <option value="employee">Dipendente</option>
        </Select>,
      );
      const select = screen.getByRole('combobox', { name: 'Sono un...' });

      await userEvent.selectOptions(select, 'Dipendente');

      expect(select).toHaveValue('employee');
      await expectNoAxeViolations(document.body);
    });
  });
});
