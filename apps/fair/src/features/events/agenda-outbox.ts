import type { Schemas } from '@fiera/api-client';
import { createStore, del, get, update } from 'idb-keyval';

export type AgendaChange = Schemas['AgendaChanges']['changes'][number];

/**
 * The stars tapped on this device that the server has not taken yet, per user, in IndexedDB: a
 * star made without signal survives a reload and is sent when the signal returns. Each event
 * keeps only its latest change (the server keeps the latest one anyway). Per user, so a change
 * is only ever sent with its own user's session; a logout deletes the user's pending changes
 * (a shared phone keeps nothing of them).
 */
const store = createStore('fiera-agenda', 'outbox');

/** Where IndexedDB is missing or blocked (private modes, tests): kept for this page only. */
const inMemory = new Map<number, AgendaChange[]>();

/** The list as this page last changed or read it, per user: for code that cannot wait. */
const known = new Map<number, readonly AgendaChange[]>();
/** Bumped at each change made in this page: an older read must not replace a newer list. */
let edits = 0;

function change(
  userId: number,
  edit: (changes: AgendaChange[]) => AgendaChange[],
): Promise<readonly AgendaChange[]> {
  // At once in this page, so the screens can show the change before IndexedDB has it.
  known.set(userId, edit([...(known.get(userId) ?? [])]));
  const version = ++edits;
  return (async () => {
    let next: AgendaChange[] = [];
    try {
      // One read-and-write transaction: another tab's change in between is not overwritten.
      await update<AgendaChange[]>(userId, (stored) => (next = edit(stored ?? [])), store);
    } catch {
      next = edit(inMemory.get(userId) ?? []);
      inMemory.set(userId, next);
    }
    if (version === edits) known.set(userId, next);
    return next;
  })();
}

const same = (a: AgendaChange, b: AgendaChange) =>
  a.event_id === b.event_id && a.starred === b.starred && a.changed_at === b.changed_at;

/** Adds a change, replacing any earlier one of the same event. */
export function queueAgendaChange(userId: number, next: AgendaChange) {
  return change(userId, (changes) => [
    ...changes.filter((pending) => pending.event_id !== next.event_id),
    next,
  ]);
}

/** Removes these changes (sent, or refused for good); a later change of the event stays. */
export function removeAgendaChanges(userId: number, done: readonly AgendaChange[]) {
  return change(userId, (changes) =>
    changes.filter((pending) => !done.some((taken) => same(pending, taken))),
  );
}

export async function pendingAgendaChanges(userId: number): Promise<readonly AgendaChange[]> {
  const read = edits;
  let changes: readonly AgendaChange[];
  try {
    changes = (await get<AgendaChange[]>(userId, store)) ?? [];
  } catch {
    changes = inMemory.get(userId) ?? [];
  }
  if (read === edits) known.set(userId, changes);
  return changes;
}

/** The pending changes as last read or written in this page. */
export function knownAgendaChanges(userId: number): readonly AgendaChange[] {
  return known.get(userId) ?? [];
}

/** At logout: the user's pending changes leave the device with the rest of their data. */
export async function forgetAgendaChanges(userId: number): Promise<void> {
  known.delete(userId);
  inMemory.delete(userId);
  edits += 1;
  try {
    await del(userId, store);
  } catch {
    // IndexedDB missing or blocked: there was nothing in it.
  }
}
