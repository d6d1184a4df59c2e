import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  describe('given no message (auth still loading)', () => {
    it('announces the catalogue text Caricamento...', () => {
      render(<LoadingScreen />);

      expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
    });
  });

  describe('given a message', () => {
    it('shows that message instead', () => {
      render(<LoadingScreen message="Caricamento eventi..." />);

      expect(screen.getByRole('status')).toHaveTextContent('Caricamento eventi...');
    });
  });
});
