import type { ApiClient } from '@fiera/api-client';
import * as React from 'react';

const ApiClientContext = React.createContext<ApiClient | null>(null);

export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: React.ReactNode;
}) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = React.use(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}
