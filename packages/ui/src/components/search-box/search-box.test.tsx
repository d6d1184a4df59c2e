import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { SearchBox } from './search-box';

function Controlled() {
  const [value, setValue] = React.useState('');
  return (
    <SearchBox
      label="Cerca aziende"
      placeholder="Cerca aziende..."
      value={value}
      onValueChange={setValue}
    />
  );
}

describe('SearchBox', () => {
  it('is a labelled search field, 300 px wide', async () => {
    const { container } = render(<Controlled />);

    const field = screen.getByRole('searchbox', { name: 'Cerca aziende' });
    expect(field).toHaveAttribute('placeholder', 'Cerca aziende...');
    expect(screen.getByRole('search').getBoundingClientRect().width).toBe(300);
    await expectNoAxeViolations(container);
  });

  describe('when the user has typed', () => {
    it('offers a clear button that empties the field and keeps focus there', async () => {
      render(<Controlled />);
      const field = screen.getByRole('searchbox', { name: 'Cerca aziende' });
      expect(screen.queryByRole('button', { name: 'Cancella ricerca' })).toBeNull();

      await userEvent.type(field, 'caffè');
      const clear = screen.getByRole('button', { name: 'Cancella ricerca' });
      // Named by its label alone: the cross is a hidden picture, not a character to read out.
      expect(clear.textContent).toBe('');
      expect(clear.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      const box = clear.getBoundingClientRect();
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await userEvent.click(clear);

      expect(field).toHaveValue('');
      expect(field).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Cancella ricerca' })).toBeNull();
    });
  });
});
