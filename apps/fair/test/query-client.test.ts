import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, QUERY_RETRY_DELAY_MS } from '../src/lib/query-client';

describe('the query client of the app', () => {
  it('tries a failing load once more after a short delay, then gives the error to the screen', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn().mockRejectedValue(new Error('rete assente'));
      const result = createQueryClient()
        .fetchQuery({ queryKey: ['example'], queryFn: load })
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(QUERY_RETRY_DELAY_MS);
      expect(await result).toBeInstanceOf(Error);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
