import * as React from 'react';

import { defaultBrand, type Brand } from './fair-config';

const BrandContext = React.createContext<Brand>(defaultBrand);

/** Gives the fair's config (a whole FairConfig will do) to the screens below. */
function BrandProvider({ config, children }: { config: Brand; children: React.ReactNode }) {
  return <BrandContext value={config}>{children}</BrandContext>;
}

/** What the screens read of the fair config, from the nearest BrandProvider or the demo fair's. */
function useBrand(): Brand {
  return React.use(BrandContext);
}

export { BrandProvider, useBrand };
