import type { ApiClient } from '@fiera/api-client';

/** GET /api/users/me/agenda: the ids of the events the user starred ('La mia agenda'). */
export function agendaQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/users/me/agenda');
}
