import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BrandProvider, defaultFairConfig } from '../../brand';
import { expectNoAxeViolations } from '../../test/axe';
import { fullText } from '../../test/full-text';
import { PrivacyNotice } from './privacy-notice';

const organiser = {
  name: 'Fiere Lombarde Srl',
  email: 'privacy@fierelombarde.example',
  phone: '+39 02 555 0101',
  website: 'https://www.fierelombarde.example',
};

describe('PrivacyNotice', () => {
  it('names the data kept, why, for how long and the rights, in Italian, with the brand', async () => {
    const { container } = render(<PrivacyNotice />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }),
    ).toBeVisible();
    for (const name of ['Quali dati conserviamo', 'Perché', 'Per quanto tempo', 'I tuoi diritti'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(screen.getByText(/Fiera è l'app della fiera/)).toBeVisible();
    expect(screen.getByText(/scaricare in ogni momento tutti i dati/)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  // Issue 16: the notice named no organiser and ignored the fair's own paragraph.
  describe("given the fair config's organiser", () => {
    it('names it as the one handling the data, with working contacts', async () => {
      const { container } = render(
        <BrandProvider config={{ ...defaultFairConfig, organiser, privacyNoticeExtra: null }}>
          <PrivacyNotice />
        </BrandProvider>,
      );

      expect(
        screen.getByRole('heading', { level: 2, name: 'Chi tratta i tuoi dati' }),
      ).toBeVisible();
      expect(
        screen.getByText(
          fullText(
            'Fiere Lombarde Srl organizza la fiera e tratta i tuoi dati come titolare del trattamento.',
          ),
        ),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: organiser.email })).toHaveAttribute(
        'href',
        `mailto:${organiser.email}`,
      );
      expect(screen.getByRole('link', { name: organiser.phone })).toHaveAttribute(
        'href',
        'tel:+39025550101',
      );
      expect(screen.getByRole('link', { name: /www\.fierelombarde\.example/ })).toHaveAttribute(
        'href',
        organiser.website,
      );
      await expectNoAxeViolations(container);
    });

    it("shows the fair's own paragraph instead of the default one", () => {
      const extra = 'Titolare del trattamento è Fiere Lombarde Srl, via Roma 1, Milano.';
      render(
        <BrandProvider config={{ ...defaultFairConfig, organiser, privacyNoticeExtra: extra }}>
          <PrivacyNotice />
        </BrandProvider>,
      );

      expect(screen.getByText(extra)).toBeVisible();
      expect(screen.queryByText(/organizza la fiera e tratta/)).toBeNull();
      expect(screen.getByRole('link', { name: organiser.email })).toBeVisible();
    });
  });

  describe('without an organiser (the config not loaded)', () => {
    it('falls back to the default text', () => {
      render(<PrivacyNotice />);

      expect(
        screen.getByText(
          "L'organizzatore della fiera tratta i tuoi dati come titolare del trattamento.",
        ),
      ).toBeVisible();
    });
  });
});
