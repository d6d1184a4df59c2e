import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Spinner } from './spinner';

describe('Spinner', () => {
  describe('given no label', () => {
    it('announces the Italian loading text from the catalogue', () => {
      render(<Spinner />);

      expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    });
  });

  describe('given a label', () => {
    it('uses it as the accessible name', () => {
      render(<Spinner label="Caricamento match..." />);

      expect(screen.getByRole('status', { name: 'Caricamento match...' })).toBeInTheDocument();
    });
  });
});
