import * as React from 'react';

import { defaultFairConfig, type FairConfig } from './fair-config';

const BrandContext = React.createContext<FairConfig>(defaultFairConfig);

function BrandProvider({ config, children }: { config: FairConfig; children: React.ReactNode }) {
  return <BrandContext value={config}>{children}</BrandContext>;
}

/** The fair config of the nearest BrandProvider, or the default Fiera config without one. */
function useBrand(): FairConfig {
  return React.use(BrandContext);
}

export { BrandProvider, useBrand };
