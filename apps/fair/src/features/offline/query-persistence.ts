import { tokenSubject, type Schemas } from '@fiera/api-client';
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, del, get, update } from 'idb-keyval';
import { SAVED_FOR_KEY } from './saved-for-key';

/**
 * The screens a visitor needs without signal, by path: the user (and their ticket QR), the
 * agenda, the programme, the directory and its pages (the map reads the directory). Only these
 * GETs are kept, and only for the user they belong to: nothing else of the API reaches the disk.
 */
const KEPT_PATHS = new Set([
  '/api/users/me',
  '/api/users/me/agenda',
  '/api/events/',
  '/api/vendors/',
  '/api/vendors/{vendorId}',
]);

/** Raised when what is saved changes shape: older saves are then ignored. */
const FORMAT = 1;
/** Data older than this belongs to an earlier fair, or to a phone left in a drawer: not shown. */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Several answers arrive together at start: one write for all of them. */
const SAVE_DELAY_MS = 300;
const KEY = 'queries';

interface SavedQueries {
  format: number;
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

const store = createStore('fiera-device', 'saved');

function writeSavedFor(userId: number | null) {
  try {
    if (userId === null) localStorage.removeItem(SAVED_FOR_KEY);
    else localStorage.setItem(SAVED_FOR_KEY, String(userId));
  } catch {
    // Storage blocked: nothing is restored at the next start, the app loads from the network.
  }
}

const isKept = (query: Query) =>
  query.state.status === 'success' &&
  query.queryKey[0] === 'get' &&
  KEPT_PATHS.has(String(query.queryKey[1]));

/** The user id a JWT was issued for (its `sub`), unverified: only to pick the right save. */
function userIdOf(token: string): number | undefined {
  const id = Number(tokenSubject(token));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a saved answer still has the shape its screen expects: a save written by another
 * version of the app, or damaged, would otherwise break the screen even once the signal is back.
 */
function hasExpectedShape(query: DehydratedState['queries'][number]): boolean {
  const data: unknown = query.state.data;
  switch (String(query.queryKey[1])) {
    case '/api/events/':
    case '/api/vendors/':
      return (
        Array.isArray(data) && data.every((item) => isObject(item) && typeof item.id === 'number')
      );
    case '/api/users/me/agenda':
      return isObject(data) && Array.isArray(data.event_ids);
    default:
      return isObject(data) && typeof data.id === 'number';
  }
}

/**
 * Puts the screens saved for the token's user back into the query cache, and returns that user;
 * undefined when the device keeps nothing for them. Restored data counts as stale: each screen
 * shows it at once and asks the server again, in the background, when it opens.
 */
export async function restoreQueries(
  queryClient: QueryClient,
  token: string,
): Promise<Schemas['User'] | undefined> {
  const saved = await get<SavedQueries>(KEY, store);
  if (saved?.format !== FORMAT || saved.userId !== userIdOf(token)) return undefined;
  const now = Date.now();
  hydrate(queryClient, {
    mutations: [],
    queries: saved.state.queries.filter(
      (query) => now - query.state.dataUpdatedAt < MAX_AGE_MS && hasExpectedShape(query),
    ),
  });
  await queryClient.invalidateQueries({ predicate: isKept, refetchType: 'none' });
  return queryClient.getQueryData<Schemas['User']>(['get', '/api/users/me']);
}

let stopKeeping: (() => void) | undefined;

/** From now on, saves the user's kept screens whenever one of them gets new data. */
export function keepQueries(queryClient: QueryClient, userId: number): void {
  stopKeeping?.();
  writeSavedFor(userId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const now = Date.now();
    const loaded = dehydrate(queryClient, { shouldDehydrateQuery: isKept }).queries;
    const hashes = new Set(loaded.map((query) => query.queryHash));
    // Merged into what was saved before: a screen not opened in this visit (or whose data the
    // query cache let go) stays available offline, as it was last seen.
    update<SavedQueries>(
      KEY,
      (previous) => {
        const earlier =
          previous?.format === FORMAT && previous.userId === userId
            ? previous.state.queries.filter(
                (query) =>
                  !hashes.has(query.queryHash) && now - query.state.dataUpdatedAt < MAX_AGE_MS,
              )
            : [];
        return {
          format: FORMAT,
          userId,
          savedAt: now,
          state: { mutations: [], queries: [...loaded, ...earlier] },
        };
      },
      store,
      // A full or blocked storage: the app works on, it only cannot open offline.
    ).catch(() => undefined);
  };
  const saveSoon = () => {
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  };
  // The phone may close the app right after a change: what waits is written first.
  const saveOnHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isKept(event.query)) {
      saveSoon();
    }
  });
  document.addEventListener('visibilitychange', saveOnHide);
  // What the screens loaded before this module arrived.
  saveSoon();
  stopKeeping = () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', saveOnHide);
  };
}

/** Stops saving and deletes what the device kept (logout, a refused session, another user). */
export async function forgetQueries(): Promise<void> {
  stopKeeping?.();
  stopKeeping = undefined;
  writeSavedFor(null);
  await del(KEY, store);
}
