import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { demoMapUrl, exhibitors } from '../../test/fair-fixtures';
import { FairMap, type FairMapProps } from './fair-map';
import { mapExhibitors, standMapUrl, unmappedVendor } from './map-fixtures';
import type { MapSelection } from './map-selection';

const mapImage = () => screen.getByRole('img', { name: t('map.imageAlt') });
/** The transform the zoom library puts on the element around the picture. */
const mapTransform = () => mapImage().parentElement?.style.transform ?? '';
const standList = () => screen.getByRole('list', { name: t('map.standList') });
const vendorButton = (name: string | RegExp) => within(standList()).getByRole('button', { name });
const highlight = () => screen.queryByRole('img', { name: /^Stand .* evidenziato$/ });
/** The map's note on the selection (its names and codes are isolated in their own elements). */
const selectionNote = () => document.querySelector<HTMLElement>('[data-slot="fair-map-selection"]');

/** The map with its selection held in state, as the app holds it in the address. */
function StatefulMap({ selection: initial, onSelectionChange, ...props }: FairMapProps) {
  const [selection, setSelection] = React.useState<MapSelection | undefined>(initial);
  return (
    <FairMap
      {...props}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        onSelectionChange?.(next);
      }}
    />
  );
}

describe('FairMap', () => {
  describe('given the vendors', () => {
    // Issue 16: a location ('Padiglione A') read 'Stand Padiglione A'.
    it('lists them by name as "Name - Stand X", with the location as it is or N/D when no stand', async () => {
      const { container } = render(<FairMap status="success" vendors={exhibitors} />);

      expect(standList()).toBeVisible();
      const buttons = within(standList()).getAllByRole('button');
      [
        'Automazioni Spa - Stand N/D',
        'Birrificio Alpino - Stand A12',
        'Caffè Nero Srl - Stand A01',
        'Énergie Solaire - Padiglione A',
        'zeta Ricambi - Stand B07',
      ].forEach((name, index) => expect(buttons[index]).toHaveAccessibleName(name));
      expect(buttons).toHaveLength(5);
      expect(screen.getByRole('link', { name: 'Scheda di zeta Ricambi' })).toHaveAttribute(
        'href',
        '/vendor/1',
      );
      await expectNoAxeViolations(container);
    });

    it('shows each logo, or the initials when it is missing or broken', async () => {
      render(<FairMap status="success" vendors={mapExhibitors} mapImageUrl={standMapUrl} />);

      const logos = within(standList()).getAllByRole('presentation');
      expect(logos.map((logo) => logo.getAttribute('src')?.slice(0, 14))).toEqual([
        'data:image/png', // Birrificio Alpino: broken, replaced below
        'data:image/svg',
        'data:image/svg',
      ]);
      await vi.waitFor(() =>
        expect(within(standList()).getAllByRole('presentation')).toHaveLength(2),
      );
      expect(within(vendorButton(/^Birrificio/)).getByText('BA')).toBeVisible();
      expect(within(vendorButton(/^Automazioni/)).getByText('AS')).toBeVisible();
    });

    it("shows the fair config's map", () => {
      render(<FairMap status="success" vendors={[]} />);

      expect(mapImage()).toHaveAttribute('src', '/fair-map.svg');
    });
  });

  describe('when the user taps a vendor whose stand is on the map', () => {
    it('outlines the stand, says so, zooms to it, and moves to the next vendor tapped', async () => {
      const onSelectionChange = vi.fn();
      const { container } = render(
        <StatefulMap
          status="success"
          vendors={mapExhibitors}
          mapImageUrl={standMapUrl}
          onSelectionChange={onSelectionChange}
        />,
      );
      await vi.waitFor(() => expect((mapImage() as HTMLImageElement).complete).toBe(true));
      const initial = mapTransform();

      await userEvent.click(vendorButton('zeta Ricambi - Stand B07'));

      expect(onSelectionChange).toHaveBeenLastCalledWith({ vendorId: 1 });
      expect(vendorButton('zeta Ricambi - Stand B07')).toHaveAttribute('aria-pressed', 'true');
      expect(highlight()).toHaveAccessibleName('Stand B07 evidenziato');
      expect(selectionNote()).toHaveTextContent('Stand B07 evidenziato sulla mappa');
      await vi.waitFor(() => expect(mapTransform()).not.toBe(initial));
      await expectNoAxeViolations(container);

      await userEvent.click(vendorButton('Caffè Nero Srl - Stand A01'));

      expect(highlight()).toHaveAccessibleName('Stand A01 evidenziato');
      expect(vendorButton('zeta Ricambi - Stand B07')).toHaveAttribute('aria-pressed', 'false');
      expect(vendorButton('Caffè Nero Srl - Stand A01')).toHaveAttribute('aria-pressed', 'true');
    });

    // Issue 16: focus stayed on the tapped row, scrolled off screen as the map came up.
    it('moves focus to the note on the stand, on screen with the map', async () => {
      render(<StatefulMap status="success" vendors={mapExhibitors} mapImageUrl={standMapUrl} />);

      await userEvent.click(vendorButton('zeta Ricambi - Stand B07'));

      expect(selectionNote()).toHaveTextContent('Stand B07 evidenziato sulla mappa');
      expect(selectionNote()).toHaveFocus();
      expect(selectionNote()?.closest('figure')).toContainElement(highlight());
    });

    it('clears the selection when the selected vendor is tapped again', async () => {
      const onSelectionChange = vi.fn();
      render(
        <StatefulMap
          status="success"
          vendors={exhibitors}
          mapImageUrl={standMapUrl}
          selection={{ vendorId: 1 }}
          onSelectionChange={onSelectionChange}
        />,
      );

      await userEvent.click(vendorButton('zeta Ricambi - Stand B07'));

      expect(onSelectionChange).toHaveBeenLastCalledWith(undefined);
      expect(highlight()).toBeNull();
      expect(screen.queryByText(/evidenziato sulla mappa/)).toBeNull();
    });
  });

  describe('when the map resizes while it zooms to a stand', () => {
    // Regression: the list loading under the map (or a scrollbar appearing) resized it and
    // the zoom library stopped the animation half-way, leaving the stand small or off-screen.
    it('still ends on the stand, zoomed in', async () => {
      function Resizable() {
        const [width, setWidth] = React.useState(600);
        return (
          <div style={{ width }}>
            <button type="button" onClick={() => setWidth(520)}>
              restringi
            </button>
            <FairMap
              status="success"
              vendors={exhibitors}
              mapImageUrl={standMapUrl}
              selection={{ stand: 'B07' }}
            />
          </div>
        );
      }
      render(<Resizable />);
      const initial = mapTransform();
      await vi.waitFor(() => expect(mapTransform()).not.toBe(initial), { interval: 5 });

      await userEvent.click(screen.getByRole('button', { name: 'restringi' }));

      await vi.waitFor(() => expect(mapTransform()).toMatch(/scale\(2\.5\)/));
      const frame = mapImage().parentElement?.parentElement?.getBoundingClientRect();
      const box = highlight()?.getBoundingClientRect();
      expect(box && frame && box.left >= frame.left && box.right <= frame.right).toBe(true);
    });
  });

  describe('given a stand in the address', () => {
    it('outlines it before the vendors load, then marks its vendor', async () => {
      const { rerender } = render(
        <FairMap status="loading" mapImageUrl={standMapUrl} selection={{ stand: 'a01' }} />,
      );

      expect(highlight()).toHaveAccessibleName('Stand a01 evidenziato');

      rerender(
        <FairMap
          status="success"
          vendors={exhibitors}
          mapImageUrl={standMapUrl}
          selection={{ stand: 'a01' }}
        />,
      );
      expect(vendorButton('Caffè Nero Srl - Stand A01')).toHaveAttribute('aria-pressed', 'true');
    });
  });

  // Issue 16: an address naming nothing there is (hand-typed, outdated) showed nothing at all.
  describe('given an address naming no vendor or stand there is', () => {
    it('says the vendor is not found, once the vendors are known', () => {
      const { rerender } = render(
        <FairMap status="loading" mapImageUrl={standMapUrl} selection={{ vendorId: 999999 }} />,
      );
      expect(screen.queryByText(t('map.vendorNotFound'))).toBeNull();

      rerender(
        <FairMap
          status="success"
          vendors={exhibitors}
          mapImageUrl={standMapUrl}
          selection={{ vendorId: 999999 }}
        />,
      );
      expect(screen.getByText('Azienda non trovata sulla mappa.')).toBeVisible();
    });

    it('says the stand is not found when neither the map nor a vendor has it', () => {
      render(
        <FairMap
          status="success"
          vendors={exhibitors}
          mapImageUrl={standMapUrl}
          selection={{ stand: 'ZZZ' }}
        />,
      );

      expect(screen.getByText('Stand non trovato sulla mappa.')).toBeVisible();
      expect(highlight()).toBeNull();
    });
  });

  // Issue 16: a right-to-left override in a name reordered ' - Stand ...' after it.
  describe('given a name carrying bidi controls', () => {
    it('isolates the name and the stand from the words around them', () => {
      const name = '\u202Eevil';
      render(
        <FairMap
          status="success"
          vendors={[{ id: 9, name, stand: 'A01', location: null }]}
          mapImageUrl={standMapUrl}
          selection={{ vendorId: 9 }}
        />,
      );

      const line = vendorButton(`${name} - Stand A01`);
      const isolated = [...line.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
      expect(isolated).toEqual([name, 'A01']);
      expect(screen.getByText('A01', { selector: 'figure bdi' })).toBeVisible();
    });
  });

  describe('given a vendor whose stand is not on the map', () => {
    it('still selects it and says the stand is not on the map', async () => {
      render(
        <StatefulMap
          status="success"
          vendors={[...exhibitors, unmappedVendor]}
          mapImageUrl={standMapUrl}
        />,
      );

      await userEvent.click(vendorButton('Gelateria Ligure - Stand C03'));

      expect(vendorButton('Gelateria Ligure - Stand C03')).toHaveAttribute('aria-pressed', 'true');
      expect(highlight()).toBeNull();
      expect(selectionNote()).toHaveTextContent('Lo stand C03 non è indicato sulla mappa.');
    });

    it('says a vendor without a stand has none on the map', async () => {
      render(<StatefulMap status="success" vendors={exhibitors} mapImageUrl={standMapUrl} />);

      await userEvent.click(vendorButton('Énergie Solaire - Padiglione A'));

      expect(selectionNote()).toHaveTextContent(
        'Énergie Solaire non ha uno stand indicato sulla mappa.',
      );
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
