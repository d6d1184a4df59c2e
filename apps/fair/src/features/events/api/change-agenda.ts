import {
  ApiError,
  AUTH_EXPIRED,
  tokenSubject,
  type ApiClient,
  type Schemas,
} from '@fiera/api-client';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useApiClient } from '../../../lib/api';
import {
  knownAgendaChanges,
  pendingAgendaChanges,
  queueAgendaChange,
  removeAgendaChanges,
  type AgendaChange,
} from '../agenda-outbox';
import { agendaQueryOptions } from './get-agenda';

type Agenda = Schemas['Agenda'];

/** openapi.yaml's AgendaChanges: at most 500 changes a request. */
const MAX_CHANGES = 500;

/** `agenda` with `eventId` starred or not, ids ascending as the server sends them. */
export function withStar(agenda: Agenda, eventId: number, starred: boolean): Agenda {
  const rest = agenda.event_ids.filter((id) => id !== eventId);
  return { event_ids: starred ? [...rest, eventId].sort((a, b) => a - b) : rest };
}

/** `agenda` as it is once `changes` (oldest first) are taken. */
function withChanges(agenda: Agenda, changes: readonly AgendaChange[]): Agenda {
  return changes.reduce(
    (shown, change) => withStar(shown, change.event_id, change.starred),
    agenda,
  );
}

const sameAgenda = (a: Agenda, b: Agenda) =>
  a.event_ids.length === b.event_ids.length && a.event_ids.every((id, i) => id === b.event_ids[i]);

type SendResult =
  | { kind: 'sent' }
  /** No answer: the changes wait on the device for the signal. */
  | { kind: 'offline' }
  | { kind: 'refused'; error: ApiError };

interface Sender {
  userId: number;
  fetchClient: ApiClient['fetchClient'];
  session: ApiClient['session'];
  queryClient: QueryClient;
  queryKey: readonly unknown[];
}

/** The session is over: the changes wait for the user's next login on this device. */
const endsSession = (error: ApiError) => error.status === 401 || error.message === AUTH_EXPIRED;

/** A refusal that sending again cannot change (not a busy or failing server). */
const isFinal = (error: ApiError) =>
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status) &&
  !endsSession(error);

/** Batches a send may make: more waits for the next one (a storage that cannot delete). */
const MAX_ROUNDS = 10;

async function sendOnce({ userId, fetchClient, session, queryClient, queryKey }: Sender) {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const pending = await pendingAgendaChanges(userId);
    if (pending.length === 0) return { kind: 'sent' } satisfies SendResult;
    // Only with this user's own session: after a logout and another user's login on a shared
    // phone, the session is someone else's, and the changes must not land in their agenda.
    const token = session.getToken();
    if (token === null || tokenSubject(token) !== String(userId)) {
      return { kind: 'offline' } satisfies SendResult;
    }
    const batch = pending.slice(0, MAX_CHANGES);
    let agenda: Agenda | undefined;
    try {
      ({ data: agenda } = await fetchClient.POST('/api/users/me/agenda/changes', {
        body: { changes: batch },
      }));
    } catch (error) {
      if (!(error instanceof ApiError)) return { kind: 'offline' } satisfies SendResult;
      if (isFinal(error)) {
        await removeAgendaChanges(userId, batch);
        void queryClient.invalidateQueries({ queryKey });
      }
      return { kind: 'refused', error } satisfies SendResult;
    }
    const still = await removeAgendaChanges(userId, batch);
    // An agenda read before these changes arrived must not take their stars off the screen.
    await queryClient.cancelQueries({ queryKey });
    if (agenda !== undefined) queryClient.setQueryData(queryKey, withChanges(agenda, still));
  }
  return { kind: 'sent' } satisfies SendResult;
}

let sending: Promise<SendResult> = Promise.resolve({ kind: 'sent' });

/**
 * POST /api/users/me/agenda/changes with every change waiting on the device, each with the time
 * the user made it (`changed_at`): the server keeps each event's latest change, so a change sent
 * late, or twice, loses nothing. One send at a time; a call made meanwhile sends after it.
 */
function sendPending(sender: Sender): Promise<SendResult> {
  const run = () => sendOnce(sender);
  sending = sending.then(run, run);
  return sending;
}

/**
 * Stars and unstars events, with or without signal. The star changes on screen at once and the
 * change is kept on the device until the server takes it: without signal it waits there (the
 * screens keep showing it) and useAgendaSync sends it when the signal returns. Refused by the
 * server, the star goes back and the call rejects, so the card says so.
 */
export function useChangeAgenda(userId: number | undefined) {
  const { $api, fetchClient, session } = useApiClient();
  const queryClient = useQueryClient();
  const { queryKey } = agendaQueryOptions($api);

  const changeStar = async (eventId: number, starred: boolean): Promise<void> => {
    // Changes are kept per user; the route's guard lets nobody here without one.
    if (userId === undefined) throw new Error('No signed-in user to keep the agenda change for');
    const change = { event_id: eventId, starred, changed_at: new Date().toISOString() };
    // Queued first: an agenda shown meanwhile (useAgendaSync) already counts this change.
    const queued = queueAgendaChange(userId, change);
    await queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<Agenda>(queryKey, (agenda) =>
      agenda === undefined ? agenda : withStar(agenda, eventId, starred),
    );
    await queued;
    const result = await sendPending({ userId, fetchClient, session, queryClient, queryKey });
    if (result.kind !== 'refused' || endsSession(result.error)) return;
    const pending = await removeAgendaChanges(userId, [change]);
    // Only this change is undone, and only if no later tap on the same event is waiting.
    if (!pending.some((waiting) => waiting.event_id === eventId)) {
      queryClient.setQueryData<Agenda>(queryKey, (agenda) =>
        agenda === undefined ? agenda : withStar(agenda, eventId, !starred),
      );
    }
    throw result.error;
  };

  return { changeStar };
}

/**
 * Sends the changes waiting on the device: at once, whenever the signal returns, and when the
 * app is looked at again. Meanwhile an agenda read from the server (which does not know them
 * yet) is shown with them applied, so no star blinks out and back.
 */
export function useAgendaSync(userId: number) {
  const { $api, fetchClient, session } = useApiClient();
  const queryClient = useQueryClient();

  React.useEffect(() => {
    const { queryKey } = agendaQueryOptions($api);
    const hash = hashKey(queryKey);
    const send = () => void sendPending({ userId, fetchClient, session, queryClient, queryKey });
    const sendWhenShown = () => document.visibilityState === 'visible' && send();
    const showPending = () => {
      const agenda = queryClient.getQueryData<Agenda>(queryKey);
      const pending = knownAgendaChanges(userId);
      if (agenda === undefined || pending.length === 0) return;
      const shown = withChanges(agenda, pending);
      if (!sameAgenda(shown, agenda)) queryClient.setQueryData(queryKey, shown);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        event.query.queryHash === hash
      ) {
        showPending();
      }
    });
    void pendingAgendaChanges(userId).then(showPending);
    send();
    addEventListener('online', send);
    document.addEventListener('visibilitychange', sendWhenShown);
    return () => {
      unsubscribe();
      removeEventListener('online', send);
      document.removeEventListener('visibilitychange', sendWhenShown);
    };
  }, [$api, fetchClient, queryClient, session, userId]);
}
