import type { Schemas } from '@fiera/api-client';
import { BrandProvider, defaultBrand } from '@fiera/ui/brand';
import { LoadingScreen } from '@fiera/ui/components/loading-screen';
import * as React from 'react';
import { useApiClient } from '../../lib/api';
import { FAIR_CONFIG_SAVED } from '../../lib/fair-config-saved';
import { applyDocumentHead } from './document-head';

/** The last config seen, so a returning visitor's app starts with it, even offline. */
const STORAGE_KEY = 'fiera:fair-config';

type FairConfig = Schemas['FairConfig'];

function storedConfig(): FairConfig | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === null ? undefined : (JSON.parse(stored) as FairConfig);
  } catch {
    return undefined;
  }
}

/**
 * The fair's config from the server, for every screen below (BrandProvider). A returning
 * visitor starts at once with the stored one while it is fetched again (an ETag makes that a
 * 304); a first visit waits for it rather than show the demo fair's name first. Without an
 * answer the demo fair's is used: the fair's colours come anyway from the stylesheet index.html
 * links (/api/fair-config/theme.css).
 */
export function FairConfigProvider({ children }: { children: React.ReactNode }) {
  const { fetchClient } = useApiClient();
  const [config, setConfig] = React.useState(storedConfig);
  const [answered, setAnswered] = React.useState(false);

  // A plain request rather than a query: the first page's bundle has no room for a query
  // observer, and the browser's HTTP cache already revalidates it with its ETag.
  React.useEffect(() => {
    let current = true;
    const load = () =>
      fetchClient
        .GET('/api/fair-config')
        .then(({ data }) => {
          if (current && data !== undefined) setConfig(data);
        })
        .catch(() => undefined)
        .finally(() => {
          if (current) setAnswered(true);
        });
    void load();
    // An admin saved a new config (Aspetto): ask again, so every screen shows it at once.
    addEventListener(FAIR_CONFIG_SAVED, load);
    return () => {
      current = false;
      removeEventListener(FAIR_CONFIG_SAVED, load);
    };
  }, [fetchClient]);

  React.useEffect(() => {
    if (config === undefined) return;
    applyDocumentHead(config);
    // The tab's title is each screen's own (useDocumentTitle), with this config's name in it.
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
    } catch {
      // Private mode or a full storage: the next start fetches it again.
    }
  }, [config]);

  if (config === undefined && !answered) return <LoadingScreen />;
  return <BrandProvider config={config ?? defaultBrand}>{children}</BrandProvider>;
}
