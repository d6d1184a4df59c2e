import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BrandProvider, defaultFairConfig } from '../../brand';
import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { ThankYouPanel } from './thank-you-panel';

describe('ThankYouPanel', () => {
  describe('given a completed registration', () => {
    it('thanks the user by the fair name, asks to check the e-mail and links to login', async () => {
      const { container } = render(
        <BrandProvider config={{ ...defaultFairConfig, productName: 'Expo Demo' }}>
          <ThankYouPanel />
        </BrandProvider>,
      );

      expect(screen.getByRole('heading', { level: 1, name: t('thankYou.title') })).toBeVisible();
      // The check mark is decoration: drawn, hidden from assistive technology, no ✓ character.
      const checkMark = container.querySelector('[data-slot="card-header"] svg');
      expect(checkMark).toBeVisible();
      expect(checkMark).toHaveAttribute('aria-hidden', 'true');
      expect(container.textContent).not.toContain('✓');
      expect(screen.getByText('La registrazione a Expo Demo è andata a buon fine.')).toBeVisible();
      expect(screen.getByText(t('thankYou.checkEmail'))).toBeVisible();
      expect(screen.getByRole('link', { name: t('thankYou.goToLogin') })).toHaveAttribute(
        'href',
        '/login',
      );
      await expectNoAxeViolations(container);
    });
  });
});
