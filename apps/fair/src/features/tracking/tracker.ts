import type { FairConfig } from '@fiera/ui/brand';

export type TrackingEvent = { name: 'registration' };

export interface Tracker {
  track(event: TrackingEvent): void;
}

export const noopTracker: Tracker = { track: () => undefined };

/** The DOM event an enabled tracker dispatches on `window`. */
export const TRACKING_EVENT = 'fiera:track';

export interface TrackingEventDetail {
  /** The fair's name for the event, e.g. 'CompleteRegistration'. */
  event: string;
  pixelId?: string;
}

/**
 * Advertising tracking needs the visitor's consent, so the app never loads a third-party script
 * itself: an enabled tracker only announces the event on `window`, where the fair's own consent
 * manager or tag loader (added by the deployer, with consent) can pick it up.
 */
export function createTracker(
  config: FairConfig['tracker'],
  target: EventTarget = globalThis,
): Tracker {
  if (!config.enabled) return noopTracker;
  return {
    track(event) {
      const names: Record<TrackingEvent['name'], string> = {
        registration: config.registrationEventName,
      };
      const detail: TrackingEventDetail = {
        event: names[event.name],
        pixelId: config.pixelId ?? undefined,
      };
      target.dispatchEvent(new CustomEvent(TRACKING_EVENT, { detail }));
    },
  };
}
