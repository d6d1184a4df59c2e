import * as React from 'react';
import type { Tracker } from './tracker';

/** A tracker given from above (the tests'); the fair config's otherwise. */
const TrackerContext = React.createContext<Tracker | null>(null);

export function TrackerProvider({
  tracker,
  children,
}: {
  tracker: Tracker | undefined;
  children: React.ReactNode;
}) {
  return <TrackerContext value={tracker ?? null}>{children}</TrackerContext>;
}

export { TrackerContext };
