import { defaultFairConfig } from '@fiera/ui/brand';
import { describe, expect, it, vi } from 'vitest';
import {
  createTracker,
  noopTracker,
  TRACKING_EVENT,
  type TrackingEventDetail,
} from '../src/features/tracking/tracker';

function listen() {
  const target = new EventTarget();
  const seen = vi.fn<(detail: TrackingEventDetail) => void>();
  target.addEventListener(TRACKING_EVENT, (event) =>
    seen((event as CustomEvent<TrackingEventDetail>).detail),
  );
  return { target, seen };
}

describe('createTracker', () => {
  describe('given the default fair config', () => {
    it('is the no-op tracker and announces nothing', () => {
      const { target, seen } = listen();
      const tracker = createTracker(defaultFairConfig.tracker, target);

      tracker.track({ name: 'registration' });

      expect(tracker).toBe(noopTracker);
      expect(seen).not.toHaveBeenCalled();
    });
  });

  describe('given a fair that enables tracking', () => {
    it("announces the registration under the fair's event name, loading no script", () => {
      const { target, seen } = listen();
      const scriptsBefore = document.scripts.length;
      const tracker = createTracker(
        { enabled: true, pixelId: '123', registrationEventName: 'CompleteRegistration' },
        target,
      );

      tracker.track({ name: 'registration' });

      expect(seen).toHaveBeenCalledExactlyOnceWith({
        event: 'CompleteRegistration',
        pixelId: '123',
      });
      expect(document.scripts.length).toBe(scriptsBefore);
    });
  });
});
