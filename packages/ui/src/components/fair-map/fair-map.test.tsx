import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { demoMapUrl, exhibitors } from '../../test/fair-fixtures';
import { FairMap } from './fair-map';

const mapImage = () => screen.getByRole('img', { name: t('map.imageAlt') });
/** The transform the zoom library puts on the element around the picture. */
const mapTransform = () => mapImage().parentElement?.style.transform ?? '';

describe('FairMap', () => {
  describe('given the vendors', () => {
    it('lists them by name as "Name - Stand X", with the location or N/D when no stand', async () => {
      const { container } = render(<FairMap status="success" vendors={exhibitors} />);

      const list = screen.getByRole('list', { name: t('map.standList') });
      expect(list).toBeVisible();
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Automazioni Spa - Stand N/D',
        'Birrificio Alpino - Stand A12',
        'Caffè Nero Srl - Stand A01',
        'Énergie Solaire - Stand Padiglione A',
        'zeta Ricambi - Stand B07',
      ]);
      expect(screen.getByRole('link', { name: 'zeta Ricambi - Stand B07' })).toHaveAttribute(
        'href',
        '/vendor/1',
      );
      await expectNoAxeViolations(container);
    });

    it("shows the fair config's map", () => {
      render(<FairMap status="success" vendors={[]} />);

      expect(mapImage()).toHaveAttribute('src', '/fair-map.svg');
    });
  });

  describe('when the user presses the zoom buttons', () => {
    it('zooms in and resets', async () => {
      render(<FairMap status="success" vendors={exhibitors} mapImageUrl={demoMapUrl} />);
      const initial = mapTransform();

      await userEvent.click(screen.getByRole('button', { name: t('map.zoomIn') }));
      await vi.waitFor(() => expect(mapTransform()).not.toBe(initial));

      await userEvent.click(screen.getByRole('button', { name: t('map.zoomReset') }));
      await vi.waitFor(() => expect(mapTransform()).toBe(initial));
    });
  });

  describe('given no vendors', () => {
    it('says there are none', () => {
      render(<FairMap status="success" vendors={[]} />);

      expect(screen.getByText('Nessuna azienda trovata.')).toBeVisible();
    });
  });

  describe('while the vendors load', () => {
    it('shows the map and says the list is loading', () => {
      render(<FairMap status="loading" mapImageUrl={demoMapUrl} />);

      expect(mapImage()).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
    });
  });

  describe('given a failed load', () => {
    it('shows the error and retries on request', async () => {
      const onRetry = vi.fn();
      render(<FairMap status="error" error="Timeout" onRetry={onRetry} />);

      expect(screen.getByRole('alert')).toMatchTextContent('Errore: Timeout');
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });
});
