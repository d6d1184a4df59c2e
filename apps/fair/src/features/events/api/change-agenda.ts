import type { Schemas } from '@fiera/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api';
import { agendaQueryOptions } from './get-agenda';

type Agenda = Schemas['Agenda'];

/** `agenda` with `eventId` starred or not, ids ascending as the server sends them. */
export function withStar(agenda: Agenda, eventId: number, starred: boolean): Agenda {
  const rest = agenda.event_ids.filter((id) => id !== eventId);
  return { event_ids: starred ? [...rest, eventId].sort((a, b) => a - b) : rest };
}

/**
 * POST /api/users/me/agenda/changes with one star or unstar and the device's time of it
 * (`changed_at`): the server keeps each event's latest change. Optimistic: the star changes at
 * once and goes back if the call fails. The server's answer (the whole agenda) is taken, or
 * after a failure the agenda read again, only once no other change is in flight: an answer to
 * an earlier change cannot undo a later star on screen.
 */
export function useChangeAgenda() {
  const { $api } = useApiClient();
  const queryClient = useQueryClient();
  const { queryKey } = agendaQueryOptions($api);
  const mutationKey = ['post', '/api/users/me/agenda/changes'];

  const mutation = $api.useMutation('post', '/api/users/me/agenda/changes', {
    onMutate: async ({ body }) => {
      await queryClient.cancelQueries({ queryKey });
      for (const change of body.changes) {
        queryClient.setQueryData<Agenda>(queryKey, (agenda) =>
          agenda === undefined ? agenda : withStar(agenda, change.event_id, change.starred),
        );
      }
    },
    onError: (_error, { body }) => {
      // Only this change is undone: another star made meanwhile stays.
      for (const change of body.changes) {
        queryClient.setQueryData<Agenda>(queryKey, (agenda) =>
          agenda === undefined ? agenda : withStar(agenda, change.event_id, !change.starred),
        );
      }
    },
    onSettled: (agenda) => {
      // Changes still in flight: their answers come later, the last one settles the agenda.
      if (queryClient.isMutating({ mutationKey }) !== 1) return;
      if (agenda !== undefined) queryClient.setQueryData(queryKey, agenda);
      else void queryClient.invalidateQueries({ queryKey });
    },
  });

  return {
    ...mutation,
    /** Stars or unstars one event now; rejects when the server did not take it. */
    changeStar: async (eventId: number, starred: boolean): Promise<void> => {
      await mutation.mutateAsync({
        body: { changes: [{ event_id: eventId, starred, changed_at: new Date().toISOString() }] },
      });
    },
  };
}
