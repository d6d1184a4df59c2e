import { ApiError, formBody, type Schemas } from '@fiera/api-client';
import { useT } from '@fiera/ui/i18n';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useApiClient } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { currentUserQueryOptions } from './api/get-current-user';
import {
  forgetPendingLogout,
  lazySendLogout,
  logoutInFlight,
  logoutPending,
} from './logout-pending';
import type { AuthState } from './auth-state';
import { noDeviceCache, type DeviceCache } from './device-cache';

interface Snapshot {
  user: Schemas['User'] | null;
  isLoading: boolean;
  loadError?: string;
}

const AuthContext = React.createContext<AuthState | null>(null);

/** The server refused the session itself (not a network or server failure). */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export function AuthProvider({
  children,
  deviceCache = noDeviceCache,
}: {
  children: React.ReactNode;
  /** The user's screens kept on the device: the app opens with them without signal. */
  deviceCache?: DeviceCache;
}) {
  const { $api, fetchClient, session } = useApiClient();
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = React.useState<Snapshot>(() => ({
    user: null,
    isLoading: session.getToken() !== null,
  }));

  // Callers of login/logout wait for the render that carries the new state: the router reads
  // auth from its context, which is only updated when <RouterProvider> re-renders.
  const committed = React.useRef<(() => void)[]>([]);
  React.useEffect(() => {
    for (const resolve of committed.current.splice(0)) resolve();
  });
  const commit = React.useCallback(
    (next: Snapshot) =>
      new Promise<void>((resolve) => {
        committed.current.push(resolve);
        // The screen this state opens renders in slices, not one task that blocks input.
        React.startTransition(() => setSnapshot(next));
      }),
    [],
  );

  const loadUser = React.useCallback(
    // staleTime 0: a login or an explicit refresh must never be answered from the cache.
    () => queryClient.fetchQuery({ ...currentUserQueryOptions($api), staleTime: 0 }),
    [$api, queryClient],
  );

  /** The session is over (refused by the server): nothing of it stays on the device. */
  const end = React.useCallback(async () => {
    void deviceCache.forget();
    await commit({ user: null, isLoading: false });
  }, [commit, deviceCache]);

  const t = useT();
  const startUp = React.useCallback(async () => {
    if (session.getToken() === null) return;
    const loading = loadUser();
    // Awaited below; until then its failure is not an unhandled rejection.
    loading.catch(() => undefined);
    // The user saved on the device opens the app at once, with their screens as they last were:
    // without signal, or with a weak one, nobody waits for the server. Its answer follows.
    const saved = await deviceCache.restored;
    if (saved !== undefined) {
      await commit({ user: saved, isLoading: false });
      try {
        await commit({ user: await loading, isLoading: false });
      } catch (error) {
        // No signal: the saved user stays, and the next look at the tab asks again.
        if (session.getToken() === null || isRefusal(error)) await end();
      }
      return;
    }
    try {
      await commit({ user: await loading, isLoading: false });
    } catch (error) {
      // A refused session ends (the transport has cleared the token): the guards send the
      // visitor to /login. Anything else (no signal, a server down) keeps the session and says so.
      if (session.getToken() === null || isRefusal(error)) {
        await end();
        return;
      }
      await commit({
        user: null,
        isLoading: false,
        loadError: errorMessage(error, t, { failed: t('errors.fetchUserFailed') }),
      });
    }
  }, [commit, deviceCache, end, loadUser, session, t]);

  React.useEffect(() => {
    void startUp();
  }, [startUp]);

  const retryLoad = React.useCallback(async () => {
    await commit({ user: null, isLoading: true });
    await startUp();
  }, [commit, startUp]);

  React.useEffect(
    () =>
      session.onAuthExpired(() => {
        queryClient.clear();
        void end();
      }),
    [end, queryClient, session],
  );

  const login = React.useCallback(
    async (email: string, password: string) => {
      await logoutInFlight();
      // A logout that never reached the server (made offline): its session ends first.
      if (logoutPending()) await lazySendLogout(fetchClient, null);
      const { data } = await fetchClient.POST(
        '/api/auth/login',
        formBody({ username: email, password }),
      );
      // The new session's cookie has replaced the old one: nothing of it is left to end.
      forgetPendingLogout();
      // Non-OK answers throw ApiError in the transport; a 200 always carries the token.
      if (data) session.setToken(data.access_token);
      queryClient.clear();
      // Whatever the device kept belonged to the previous session, perhaps another user's.
      await deviceCache.forget();
      try {
        await commit({ user: await loadUser(), isLoading: false });
      } catch (error) {
        session.clearToken();
        throw error;
      }
    },
    [commit, deviceCache, fetchClient, loadUser, queryClient, session],
  );

  const logout = React.useCallback(async () => {
    // The local session ends at once, whatever the signal: on a shared phone the next person
    // must find nothing of this one. The server is told in the background, naming the session.
    const token = session.getToken();
    const userId = snapshot.user?.id;
    void lazySendLogout(fetchClient, token);
    session.clearToken();
    queryClient.clear();
    await deviceCache.forget();
    if (userId !== undefined) {
      // Loaded here, not with the app: /login's bundle has no room for the agenda's storage.
      const { forgetAgendaChanges } = await import('../events/agenda-outbox');
      await forgetAgendaChanges(userId);
    }
    await commit({ user: null, isLoading: false });
  }, [commit, deviceCache, fetchClient, queryClient, session, snapshot.user?.id]);

  const refreshUser = React.useCallback(async () => {
    await commit({ user: await loadUser(), isLoading: false });
  }, [commit, loadUser]);

  // An admin may give this user another role meanwhile; the guards read `user`, loaded at the
  // start. The server then refuses the old token (it raised the token version), the transport
  // refreshes it, and /api/users/me answers with the new role. So the user is loaded again when
  // the tab is looked at again (TanStack Query's focus: the tab visible again), and when a query
  // or mutation is refused with 403 (a demoted admin still in the back-office; a 401 that
  // survived the refresh ends the session anyway): a new role
  // re-runs the guards (AppRouterProvider), which send the user away. No polling: an idle phone
  // costs nothing. Calls made outside TanStack Query (uploads, imports, exports) are not
  // watched; the next list load or look at the tab is.
  const user = snapshot.user;
  const userId = user?.id;
  // Once a user is in, their screens are kept on the device as they load.
  React.useEffect(() => {
    if (userId !== undefined) deviceCache.keep(userId);
  }, [deviceCache, userId]);

  React.useEffect(() => {
    if (!user) return;
    let checking = false;
    const check = () => {
      if (checking) return;
      checking = true;
      loadUser()
        .then(
          (next) => {
            if (next.role !== user.role) void commit({ user: next, isLoading: false });
          },
          // No signal: the next check tries again. A refused session ends through auth-expired.
          () => undefined,
        )
        .finally(() => (checking = false));
    };
    // Any cache event; those of a query or mutation that failed carry its error.
    const refused = ({ action }: { type: string; action?: { type: string; error?: unknown } }) =>
      action?.type === 'error' && isRefusal(action.error) && check();
    const stops = [
      queryClient.getQueryCache().subscribe(refused),
      queryClient.getMutationCache().subscribe(refused),
      focusManager.subscribe((focused) => focused && check()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [user, commit, loadUser, queryClient]);

  const value = React.useMemo<AuthState>(
    () => ({
      user: snapshot.user,
      isLoading: snapshot.isLoading,
      loadError: snapshot.loadError,
      retryLoad,
      isAuthenticated: snapshot.user !== null,
      isStaff: snapshot.user?.role === 'staff' || snapshot.user?.role === 'admin',
      login,
      logout,
      refreshUser,
    }),
    [snapshot, login, logout, refreshUser, retryLoad],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = React.use(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it');
  return auth;
}
