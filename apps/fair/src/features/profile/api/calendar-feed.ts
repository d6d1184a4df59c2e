import type { ApiClient } from '@fiera/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api';

/** GET /api/users/me/calendar-feed: whether the agenda has a feed address, and since when. */
export function calendarFeedQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/users/me/calendar-feed');
}

/** POST /api/users/me/calendar-feed: a new address (shown once), ending any earlier one. */
export function useCreateCalendarFeed() {
  const { $api } = useApiClient();
  const queryClient = useQueryClient();
  const { queryKey } = calendarFeedQueryOptions($api);
  return $api.useMutation('post', '/api/users/me/calendar-feed', {
    onSuccess: (feed) => {
      queryClient.setQueryData(queryKey, { active: true, created_at: feed.created_at });
    },
  });
}

/** DELETE /api/users/me/calendar-feed: the address no longer opens the agenda. */
export function useDeleteCalendarFeed() {
  const { $api } = useApiClient();
  const queryClient = useQueryClient();
  const { queryKey } = calendarFeedQueryOptions($api);
  return $api.useMutation('delete', '/api/users/me/calendar-feed', {
    onSuccess: () => {
      queryClient.setQueryData(queryKey, { active: false, created_at: null });
    },
  });
}
