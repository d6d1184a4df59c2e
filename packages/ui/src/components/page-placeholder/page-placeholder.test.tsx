import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PagePlaceholder } from './page-placeholder';

describe('PagePlaceholder', () => {
  describe('given only a title', () => {
    it('shows it as the page heading with the coming-soon text', () => {
      render(<PagePlaceholder title="Mappa" />);

      expect(screen.getByRole('region', { name: 'Mappa' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Mappa' })).toBeInTheDocument();
      expect(screen.getByText('Questa sezione sarà disponibile a breve.')).toBeInTheDocument();
    });
  });
});
