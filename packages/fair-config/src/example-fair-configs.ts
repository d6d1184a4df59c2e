import { defaultFairConfig } from './default-fair-config';
import type { FairConfig } from './fair-config';

/**
 * Two other fairs, for Storybook and the tests: a new fair's look is a config, never code.
 * Both pass the schema, contrast included.
 */
const terracottaFair: FairConfig = {
  ...defaultFairConfig,
  productName: 'Expo Terra',
  theme: {
    light: {
      background: '#fefaf3',
      foreground: '#2c1a14',
      card: '#fffdf9',
      cardForeground: '#2c1a14',
      primary: '#a73b15',
      primaryForeground: '#fffdf9',
      secondary: '#f4e6d2',
      secondaryForeground: '#43251a',
      muted: '#f5ede4',
      mutedForeground: '#694e43',
      accent: '#f5ddc2',
      accentForeground: '#43251a',
      destructive: '#af1b37',
      destructiveForeground: '#fffdf9',
      success: '#126b47',
      successForeground: '#fffdf9',
      border: '#dccfc0',
      input: '#856b5d',
      ring: '#882e0e',
    },
    dark: null,
    font: 'serif',
    radius: 1,
  },
  pinnedVendors: ['Caffè Aurora', 'Officine Brera'],
  email: { senderName: 'Expo Terra', footer: 'Expo Terra — la fiera della terra e del gusto.' },
};

/** A fair whose palette is dark, on every phone. */
const nightFair: FairConfig = {
  ...defaultFairConfig,
  productName: 'Notte Tech',
  theme: {
    light: {
      background: '#0d1117',
      foreground: '#e8edf4',
      card: '#161c26',
      cardForeground: '#e8edf4',
      primary: '#7cc4ff',
      primaryForeground: '#07121f',
      secondary: '#1f2a3a',
      secondaryForeground: '#dbe6f3',
      muted: '#1a212c',
      mutedForeground: '#a3b0c2',
      accent: '#243247',
      accentForeground: '#e8edf4',
      destructive: '#ff8a80',
      destructiveForeground: '#1a0605',
      success: '#6fdc9a',
      successForeground: '#04170b',
      border: '#2e3a4b',
      input: '#7d8a9c',
      ring: '#7cc4ff',
    },
    dark: null,
    font: 'rounded',
    radius: 0.75,
  },
  email: { senderName: 'Notte Tech', footer: 'Notte Tech — la fiera della tecnologia.' },
};

export { nightFair, terracottaFair };
