import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { StatusNotice } from './status-notice';

describe('StatusNotice', () => {
  describe('given no outcome yet', () => {
    it('keeps an empty live region in the page', () => {
      render(<StatusNotice message={null} />);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
  });

  describe('given an outcome', () => {
    it('says it in the same live region', async () => {
      const { container, rerender } = render(<StatusNotice message={null} />);
      const region = screen.getByRole('status');
      rerender(<StatusNotice message="Officine Rossi eliminata." />);

      expect(screen.getByRole('status')).toBe(region);
      expect(region).toMatchTextContent('Officine Rossi eliminata.');
      expect(region).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });
});
