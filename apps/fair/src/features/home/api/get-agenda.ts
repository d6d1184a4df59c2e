import type { ApiClient } from '@fiera/api-client';

/**
 * GET /api/users/me/agenda, under the programme screen's query key: a star set there shows here
 * without a second request.
 */
export function agendaQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/users/me/agenda');
}
