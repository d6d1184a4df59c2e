import type { ApiClient } from '@fiera/api-client';

export function currentUserQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/users/me');
}
