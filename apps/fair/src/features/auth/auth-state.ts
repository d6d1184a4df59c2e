import type { Schemas } from '@fiera/api-client';

export interface AuthState {
  user: Schemas['User'] | null;
  /** True while the stored token's user is being loaded at start-up. */
  isLoading: boolean;
  /**
   * Why the stored token's user could not be loaded at start-up (network, server), in Italian;
   * the session is kept, and `retryLoad` tries again. Undefined otherwise.
   */
  loadError?: string;
  retryLoad(): Promise<void>;
  isAuthenticated: boolean;
  /** Role staff or admin. */
  isStaff: boolean;
  /** Resolves once the new state has been rendered, so guards that run next see it. */
  login(email: string, password: string): Promise<void>;
  /** Clears the session even when the server call fails. */
  logout(): Promise<void>;
  refreshUser(): Promise<void>;
}
