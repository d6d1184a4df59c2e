import type { ApiClient, Schemas } from '@fiera/api-client';

/** GET /api/tickets/revocations?since=: the tickets revoked after `since`, a page at a time. */
export async function getTicketRevocations(
  fetchClient: ApiClient['fetchClient'],
  since: number,
  signal?: AbortSignal,
): Promise<Schemas['TicketRevocationPage']> {
  const { data } = await fetchClient.GET('/api/tickets/revocations', {
    params: { query: { since } },
    signal,
  });
  if (data === undefined) throw new Error('GET /api/tickets/revocations answered without a page');
  return data;
}
