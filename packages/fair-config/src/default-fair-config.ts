import { defaultBrand } from './default-brand';
import type { FairConfig, Palette } from './fair-config';

/** The Fiera palette; every text pair reaches WCAG AA (the schema checks it). */
const fieraLight: Palette = {
  background: '#fcfdff',
  foreground: '#0f1828',
  card: '#ffffff',
  cardForeground: '#0f1828',
  primary: '#1c50b5',
  primaryForeground: '#fafcfe',
  secondary: '#e2ecf9',
  secondaryForeground: '#162644',
  muted: '#eef2f7',
  mutedForeground: '#4c5666',
  accent: '#d5e6fc',
  accentForeground: '#162644',
  destructive: '#ba1e20',
  destructiveForeground: '#fafcfe',
  success: '#1d7339',
  successForeground: '#fafcfe',
  border: '#d2d8df',
  input: '#6a7587',
  ring: '#1c50b5',
};

/** The demo fair: what a new install shows until the organiser sets up their own. */
const defaultFairConfig: FairConfig = {
  ...defaultBrand,
  faviconUrl: null,
  theme: { light: fieraLight, dark: null, font: 'sans', radius: 0.5 },
  openingHours: { opens: '09:00', closes: '19:00' },
  organiser: {
    name: 'Organizzazione della fiera',
    email: 'info@fiera.example',
    phone: null,
    website: null,
  },
  privacyNoticeExtra: null,
  email: {
    senderName: 'Fiera',
    footer: 'Ricevi questa email perché ti sei registrato alla fiera.',
  },
};

export { defaultFairConfig, fieraLight };
