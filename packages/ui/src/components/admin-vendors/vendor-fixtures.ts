import type { AdminVendor } from './vendor-form';

/** One exhibitor with every field filled in. */
function officineRossi(): AdminVendor {
  return {
    id: 1,
    name: 'Officine Rossi',
    logo_path: null,
    stand: 'A12',
    location: 'Padiglione 1',
    website: 'https://officinerossi.example',
    address: 'Via Roma 1, Milano',
    email: 'info@officinerossi.example',
    telephone: '+39 02 1234567',
    description: 'Macchine utensili, dal 1962.',
    seeking: 'Tecnici e partner commerciali.',
    version: 1,
  };
}

/** Exhibitors as GET /api/vendors/ answers them (without the view counts the screen ignores). */
function adminVendors(): AdminVendor[] {
  return [
    officineRossi(),
    {
      id: 2,
      name: 'Caffè Aurora',
      logo_path: null,
      stand: 'B03',
      location: null,
      website: null,
      address: null,
      email: null,
      telephone: null,
      description: 'Torrefazione artigianale.',
      seeking: null,
      version: 1,
    },
    {
      id: 3,
      name: 'Bianchi Logistica Integrata Internazionale S.p.A. Società Benefit',
      logo_path: null,
      stand: null,
      location: 'Padiglione 3',
      website: null,
      address: null,
      email: null,
      telephone: null,
      description: null,
      seeking: null,
      version: 1,
    },
  ];
}

export { adminVendors, officineRossi };
