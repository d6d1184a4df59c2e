import * as React from 'react';
import { noopTracker, type Tracker, type TrackingEvent } from './tracker';

const TrackerContext = React.createContext<Tracker>(noopTracker);

export function TrackerProvider({
  tracker,
  children,
}: {
  tracker: Tracker;
  children: React.ReactNode;
}) {
  return <TrackerContext value={tracker}>{children}</TrackerContext>;
}

/** Sends `event` once per mount, StrictMode's second effect run included. */
export function useTrackOnce(event: TrackingEvent) {
  const tracker = React.use(TrackerContext);
  const sent = React.useRef(false);
  React.useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    tracker.track(event);
  }, [event, tracker]);
}
