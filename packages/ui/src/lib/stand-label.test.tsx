import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { namesItsPlace, standLabel } from './stand-label';

describe('namesItsPlace', () => {
  it('knows a value that already says what kind of place it is', () => {
    for (const value of [
      'Padiglione 3',
      'padiglione B',
      'Stand A12',
      'Hall 2',
      'Pad. 4',
      ' Area Food',
    ])
      expect(namesItsPlace(value), value).toBe(true);
  });

  it('takes a bare code, or a word that only starts like one, for a stand code', () => {
    for (const value of ['B04', '1E02', 'Padova 3', 'Standard', 'Hallmark'])
      expect(namesItsPlace(value), value).toBe(false);
  });
});

describe('standLabel', () => {
  const withWord = ({ stand }: { stand: string }) => `Stand ${stand}`;

  // Issue 16: a location in the stand field read 'Stand Padiglione 3'.
  it("puts 'Stand' before a code only, and isolates the value", () => {
    const { container, rerender } = render(<p>{standLabel('B04', withWord)}</p>);
    expect(container).toHaveTextContent('Stand B04');
    expect(container.querySelector('bdi')).toHaveTextContent('B04');

    rerender(<p>{standLabel('Padiglione 3', withWord)}</p>);
    expect(container.textContent).toBe('Padiglione 3');
    expect(container.querySelector('bdi')).toHaveTextContent('Padiglione 3');
  });
});
