import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { CheckinStats } from './checkin-stats';

describe('CheckinStats', () => {
  describe('given the counts', () => {
    it('shows today and total in Italian number format', async () => {
      const { container } = render(<CheckinStats stats={{ today: 312, total: 12480 }} />);

      const [today, total] = screen.getAllByRole('definition');
      expect(today).toMatchTextContent('312');
      expect(total).toMatchTextContent('12.480');
      await expectNoAxeViolations(container);
    });
  });

  describe('given the counts are loading', () => {
    it('says so politely', () => {
      render(<CheckinStats />);
      expect(screen.getByRole('status')).toMatchTextContent('Caricamento ingressi...');
    });
  });

  describe('given the counts failed to load', () => {
    it('shows why', () => {
      render(<CheckinStats error="Sessione scaduta" />);
      expect(screen.getByText('Impossibile caricare gli ingressi: Sessione scaduta')).toBeVisible();
    });
  });
});
