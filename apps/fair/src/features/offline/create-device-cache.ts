import type { Schemas } from '@fiera/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { SAVED_FOR_KEY } from './saved-for-key';

const RESTORE_TIMEOUT_MS = 3000;

/**
 * The signed-in user's screens kept on the device (IndexedDB), so that the app opens without
 * signal. Only this small part is in the first bundle; the code that saves and restores
 * (query-persistence.ts) is loaded when there is something to restore, or once a user is in.
 */
export function createDeviceCache(queryClient: QueryClient, token: string | null) {
  const persistence = () => import('./query-persistence');
  // keep and forget run in the order they were asked, whenever their code arrives.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (step: (module: Awaited<ReturnType<typeof persistence>>) => unknown) =>
    (queue = queue
      .then(persistence)
      .then(step)
      .catch(() => undefined));

  const savedFor = () => {
    try {
      return localStorage.getItem(SAVED_FOR_KEY);
    } catch {
      // Storage blocked: nothing was saved either.
      return null;
    }
  };
  let keeping = false;

  return {
    // A visitor with nothing saved never downloads the code that restores.
    restored: (token === null || savedFor() === null
      ? Promise.resolve(undefined)
      : Promise.race([
          persistence()
            .then((module) => module.restoreQueries(queryClient, token))
            .catch(() => undefined),
          // A storage that never answers (some Safari versions' IndexedDB) must not hold the
          // app: it then starts as without anything saved.
          new Promise<undefined>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
        ])) as Promise<Schemas['User'] | undefined>,
    keep(userId: number) {
      keeping = true;
      void enqueue((module) => module.keepQueries(queryClient, userId));
    },
    // Nothing saved nor being saved (a first login): no code to download before the home.
    forget: () =>
      !keeping && savedFor() === null
        ? Promise.resolve()
        : enqueue((module) => module.forgetQueries()),
  };
}
