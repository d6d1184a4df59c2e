import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BrandProvider, defaultFairConfig } from '../../brand';
import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { exhibitors } from '../../test/fair-fixtures';
import { VendorDirectory } from './vendor-directory';

const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);
const search = () => screen.getByRole('searchbox', { name: t('vendors.searchLabel') });

describe('VendorDirectory', () => {
  describe('given the vendors and no pinned names', () => {
    it('lists them in Italian alphabetical order, each linking to its page', async () => {
      const { container } = render(<VendorDirectory status="success" vendors={exhibitors} />);

      expect(linkNames()).toEqual([
        'Automazioni Spa',
        'Birrificio Alpino',
        'Caffè Nero Srl',
        'Énergie Solaire',
        'zeta Ricambi',
      ]);
      expect(screen.getByRole('link', { name: 'Caffè Nero Srl' })).toHaveAttribute(
        'href',
        '/vendor/3',
      );
      expect(screen.getAllByRole('listitem')).toHaveLength(5);
      expect(search()).toHaveAttribute('placeholder', 'Cerca aziende...');
      await expectNoAxeViolations(container);
    });
  });

  describe("given the fair config's pinned vendors", () => {
    it("shows them first in the config's order, ignoring case", () => {
      render(
        <BrandProvider
          config={{ ...defaultFairConfig, pinnedVendors: ['ZETA RICAMBI', 'birrificio alpino'] }}
        >
          <VendorDirectory status="success" vendors={exhibitors} />
        </BrandProvider>,
      );

      expect(linkNames()).toEqual([
        'zeta Ricambi',
        'Birrificio Alpino',
        'Automazioni Spa',
        'Caffè Nero Srl',
        'Énergie Solaire',
      ]);
    });
  });

  describe('when the user searches by name', () => {
    it('ignores accents and case', async () => {
      render(<VendorDirectory status="success" vendors={exhibitors} />);

      await userEvent.type(search(), 'energie');
      expect(linkNames()).toEqual(['Énergie Solaire']);

      await userEvent.clear(search());
      await userEvent.type(search(), 'CAFFE');
      expect(linkNames()).toEqual(['Caffè Nero Srl']);
    });

    it('says nothing matched the term', async () => {
      render(<VendorDirectory status="success" vendors={exhibitors} />);

      await userEvent.type(search(), 'gelato');

      expect(screen.getByText('Nessuna azienda trovata per "gelato"')).toBeVisible();
    });
  });

  describe('given no vendors', () => {
    it('says there are none', () => {
      render(<VendorDirectory status="success" vendors={[]} />);

      expect(screen.getByText('Nessuna azienda trovata.')).toBeVisible();
    });
  });

  describe('given a failed load', () => {
    it('shows the reason and retries on request', async () => {
      const onRetry = vi.fn();
      render(<VendorDirectory status="error" error="Timeout" onRetry={onRetry} />);

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Impossibile caricare le aziende: Timeout',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('while loading', () => {
    it('says so', () => {
      render(<VendorDirectory status="loading" />);

      expect(screen.getByRole('status')).toHaveTextContent('Caricamento aziende...');
    });
  });
});
