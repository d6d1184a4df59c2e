import { defaultFairConfig, type StandRect } from '../../brand/fair-config';
import { exhibitors } from '../../test/fair-fixtures';
import { brokenLogoUrl, logoDataUrl } from '../vendor-logo/logo-fixtures';
import type { MapVendor } from './stand-list';

const demoStands: Readonly<Record<string, StandRect>> = defaultFairConfig.map.standPositions;

/**
 * A stand-in for the app's map (apps/fair/public/fair-map.svg) that needs no server: the
 * default config's stands drawn on a 1200 × 820 picture, so a highlight lands on a drawn stand.
 */
const standMapUrl = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 820" width="1200" height="820">',
    '<rect width="1200" height="820" fill="#f8fafc"/>',
    ...Object.entries(demoStands).map(([code, rect]) => {
      const x = rect.x * 12;
      const y = rect.y * 8.2;
      return (
        `<rect x="${x}" y="${y}" width="${rect.width * 12}" height="${rect.height * 8.2}" fill="#e0f2fe" stroke="#0369a1"/>` +
        `<text x="${x + rect.width * 6}" y="${y + rect.height * 4.1 + 5}" font-family="sans-serif" font-size="15" text-anchor="middle">${code}</text>`
      );
    }),
    '</svg>',
  ].join(''),
)}`;

/** The shared exhibitors with a logo, no logo and a broken logo among them. */
const mapExhibitors: MapVendor[] = exhibitors.map((vendor) => ({
  ...vendor,
  logo_path:
    vendor.id === 1
      ? logoDataUrl('ZR', '#0f766e')
      : vendor.id === 3
        ? logoDataUrl('CN', '#7c2d12')
        : vendor.id === 5
          ? brokenLogoUrl
          : null,
}));

/** An exhibitor whose stand the map does not show, and one whose name has no break. */
const unmappedVendor: MapVendor = { id: 6, name: 'Gelateria Ligure', stand: 'C03', location: null };
const longNameVendor: MapVendor = {
  id: 7,
  name: 'Consorzioditutelaeprotezionedeiprodottitipicidellavalleseriana Soc. Coop.',
  stand: 'B20',
  location: 'Padiglione B',
  logo_path: null,
};

export { demoStands, longNameVendor, mapExhibitors, standMapUrl, unmappedVendor };
