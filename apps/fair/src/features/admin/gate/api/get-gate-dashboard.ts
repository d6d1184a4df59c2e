import type { ApiClient } from '@fiera/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api';

/** The gate's figures move with every scan: asked again this often while the page shows. */
export const GATE_POLL_MS = 5_000;

export function gateDashboardQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions(
    'get',
    '/api/admin/gate',
    {},
    {
      refetchInterval: GATE_POLL_MS,
      // A hidden tab asks nothing; coming back asks at once (refetch on focus), then every 5 s.
      refetchIntervalInBackground: false,
    },
  );
}

/** GET /api/admin/gate, polled every five seconds while the tab is visible. */
export function useGateDashboard() {
  const { $api } = useApiClient();
  return useQuery(gateDashboardQueryOptions($api));
}
