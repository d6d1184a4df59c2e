import type { Decorator, Preview } from '@storybook/react-vite';
import {
  defaultFairConfig,
  nightFair,
  terracottaFair,
  themeCss,
  type FairConfig,
} from '@fiera/fair-config';
import * as React from 'react';

import { BrandProvider } from '../packages/ui/src/brand';

/**
 * The fairs the stories can wear (issue 17: every screen under the default theme and at least
 * two example fairs). A fair is only a config, never code: its brand goes to a BrandProvider and
 * its theme becomes the stylesheet the server serves the app (/api/fair-config/theme.css).
 */
const FAIRS = {
  default: defaultFairConfig,
  terracotta: terracottaFair,
  night: nightFair,
} as const satisfies Record<string, FairConfig>;

type FairKey = keyof typeof FAIRS;

const FAIR_KEYS = Object.keys(FAIRS) as FairKey[];

const isFair = (value: unknown): value is FairKey =>
  typeof value === 'string' && (FAIR_KEYS as string[]).includes(value);

const STYLE_ID = 'fiera-storybook-fair-theme';

/**
 * The fair's stylesheet on the page, as the app's index.html links it: `:root:root`, so it wins
 * over globals.css (the default fair's tokens stay those of globals.css, with no stylesheet).
 */
function FairTheme({ fair, children }: { fair: FairKey; children: React.ReactNode }) {
  const css = fair === 'default' ? null : themeCss(FAIRS[fair].theme);
  // Before paint and before a test's first assertion: a story never shows the wrong colours.
  React.useLayoutEffect(() => {
    if (css === null) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [css]);
  return fair === 'default' ? (
    children
  ) : (
    <BrandProvider config={FAIRS[fair]}>{children}</BrandProvider>
  );
}

/** Wears the fair the toolbar's 'Fiera' switch (or a story's `globals.fair`) names. */
const withFair: Decorator = (Story, context) => {
  const fair: FairKey = isFair(context.globals.fair) ? context.globals.fair : 'default';
  return (
    <FairTheme fair={fair}>
      <Story />
    </FairTheme>
  );
};

/** The toolbar's 'Fiera' switch. */
const fairGlobalType: NonNullable<Preview['globalTypes']>[string] = {
  description: 'La fiera (config di esempio) che le storie mostrano',
  toolbar: {
    title: 'Fiera',
    icon: 'paintbrush',
    items: [
      { value: 'default', title: `${defaultFairConfig.productName} (predefinita)` },
      { value: 'terracotta', title: terracottaFair.productName },
      { value: 'night', title: `${nightFair.productName} (scura)` },
    ],
    dynamicTitle: true,
  },
};

export { FAIR_KEYS, FAIRS, fairGlobalType, withFair };
export type { FairKey };
