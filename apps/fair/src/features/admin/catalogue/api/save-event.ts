import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useApiClient } from '../../../../lib/api';
import { eventQueryKey } from './get-admin-events';

/** After any change to the programme: the screens that show it ask again. */
function useInvalidateEvents() {
  const { $api } = useApiClient();
  const queryClient = useQueryClient();
  return React.useCallback(
    () => queryClient.invalidateQueries({ queryKey: eventQueryKey($api) }),
    [$api, queryClient],
  );
}

/** POST /api/admin/events. */
export function useCreateEvent() {
  const { $api } = useApiClient();
  const invalidate = useInvalidateEvents();
  return $api.useMutation('post', '/api/admin/events', { onSuccess: invalidate });
}

/** PUT /api/admin/events/{eventId}. */
export function useUpdateEvent() {
  const { $api } = useApiClient();
  const invalidate = useInvalidateEvents();
  return $api.useMutation('put', '/api/admin/events/{eventId}', { onSuccess: invalidate });
}

/** DELETE /api/admin/events/{eventId}. */
export function useDeleteEvent() {
  const { $api } = useApiClient();
  const invalidate = useInvalidateEvents();
  return $api.useMutation('delete', '/api/admin/events/{eventId}', { onSuccess: invalidate });
}
