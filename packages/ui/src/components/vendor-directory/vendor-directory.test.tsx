import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BrandProvider, defaultFairConfig } from '../../brand';
import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { exhibitors } from '../../test/fair-fixtures';
import { fullText } from '../../test/full-text';
import { mapExhibitors } from '../fair-map/map-fixtures';
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

  describe('given vendors with and without a logo or a stand', () => {
    it('shows the logo or the initials and the stand under the name, the link named by the name alone', async () => {
      const { container } = render(<VendorDirectory status="success" vendors={mapExhibitors} />);
      const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

      expect(within(row('zeta Ricambi')).getByRole('presentation')).toHaveAttribute('alt', '');
      expect(within(row('zeta Ricambi')).getByText(fullText('Stand B07'))).toBeVisible();
      expect(within(row('Automazioni Spa')).getByText('AS')).toBeVisible();
      expect(within(row('Énergie Solaire')).getByText('Padiglione A')).toBeVisible();
      // Birrificio Alpino's logo address is broken: its initials replace it.
      await vi.waitFor(() =>
        expect(within(row('Birrificio Alpino')).queryByRole('presentation')).toBeNull(),
      );
      expect(within(row('Birrificio Alpino')).getByText('BA')).toBeVisible();
      expect(within(row('Birrificio Alpino')).getByText(fullText('Stand A12'))).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  // Issue 16: 'Stand Padiglione 3', and names with bidi controls reordering the row.
  describe('given stand values that name their place, and a right-to-left override', () => {
    it("shows such a value as it is, 'Stand' before a code, each name and value isolated", () => {
      const evil = '\u202Eevil';
      render(
        <VendorDirectory
          status="success"
          vendors={[
            { id: 1, name: 'Gamma Robotica', stand: 'Padiglione 3', location: null },
            { id: 2, name: 'Delta Reti', stand: 'stand A12', location: null },
            { id: 3, name: evil, stand: 'B04', location: null },
          ]}
        />,
      );
      const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

      expect(within(row('Gamma Robotica')).getByText(fullText('Padiglione 3'))).toBeVisible();
      expect(within(row('Delta Reti')).getByText(fullText('stand A12'))).toBeVisible();
      expect(within(row(evil)).getByText(fullText('Stand B04'))).toBeVisible();
      const isolated = [...row(evil).querySelectorAll('bdi')].map((bdi) => bdi.textContent);
      expect(isolated).toEqual([evil, 'B04']);
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
