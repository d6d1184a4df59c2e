import type { ApiClient, Schemas } from '@fiera/api-client';

type Scan = Schemas['OfflineCheckinUpload']['scans'][number];

/**
 * POST /api/tickets/checkins/offline: the scans made without network, each with its nonce and
 * scan time. Sending the same scans again is harmless: the server records each nonce once and
 * answers a repeat as the first time (`repeated`).
 */
export async function uploadOfflineCheckins(
  fetchClient: ApiClient['fetchClient'],
  scans: Scan[],
  /** The phone's clock now: the server corrects the scan times by its error. */
  sentAt: Date,
  signal?: AbortSignal,
): Promise<Schemas['OfflineCheckinResults']['results']> {
  const { data } = await fetchClient.POST('/api/tickets/checkins/offline', {
    body: { sent_at: sentAt.toISOString(), scans },
    signal,
  });
  if (data === undefined) throw new Error('POST /api/tickets/checkins/offline answered nothing');
  return data.results;
}
