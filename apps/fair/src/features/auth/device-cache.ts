import type { Schemas } from '@fiera/api-client';

/** What the auth state needs of the screens kept on the device (see features/offline). */
export interface DeviceCache {
  /**
   * The user whose screens the device kept for the stored session, once they are back in the
   * query cache; undefined when it keeps none (a first visit, another user's session).
   */
  restored: Promise<Schemas['User'] | undefined>;
  /** From now on, keeps this user's screens on the device. */
  keep(userId: number): void;
  /** Deletes what the device kept: logout, a session the server refused, another user's login. */
  forget(): Promise<unknown>;
}

/** Nothing kept: tests, and browsers without storage. */
export const noDeviceCache: DeviceCache = {
  restored: Promise.resolve(undefined),
  keep: () => undefined,
  forget: () => Promise.resolve(),
};
