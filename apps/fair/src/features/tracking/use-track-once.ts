import { useBrand } from '@fiera/ui/brand';
import * as React from 'react';
import { TrackerContext } from './tracker-context';
import { createTracker, type TrackingEvent } from './tracker';

/**
 * Sends `event` once per mount, StrictMode's second effect run included. The tracker is made
 * here, from the fair config, so its code loads with the one screen that tracks (thank-you).
 */
export function useTrackOnce(event: TrackingEvent) {
  const given = React.use(TrackerContext);
  const { tracker: settings } = useBrand();
  const tracker = React.useMemo(() => given ?? createTracker(settings), [given, settings]);
  const sent = React.useRef(false);
  React.useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    tracker.track(event);
  }, [event, tracker]);
}
