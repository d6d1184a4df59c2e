import type { ApiClient, Schemas } from '@fiera/api-client';

/**
 * GET /api/tickets/public-key: every key a valid ticket may be signed with, the current one
 * first (previous keys stay listed after a change of key), and the gate's re-entry rule.
 * Revalidated with the server each time ('no-cache'), so a new key reaches the phone at its next
 * sync, not an hour later.
 */
export async function getTicketKeys(
  fetchClient: ApiClient['fetchClient'],
  signal?: AbortSignal,
): Promise<Pick<Schemas['TicketPublicKey'], 'keys' | 'reentry'>> {
  // Non-OK answers throw ApiError in the transport.
  const { data } = await fetchClient.GET('/api/tickets/public-key', { signal, cache: 'no-cache' });
  if (data === undefined) throw new Error('GET /api/tickets/public-key answered without keys');
  return { keys: data.keys, reentry: data.reentry };
}
