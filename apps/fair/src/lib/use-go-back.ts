import { useLocation, useNavigate } from '@tanstack/react-router';
import * as React from 'react';
import { sameOriginPath } from './same-origin-path';

// Apart from back-navigation.ts, which the first page's bundle loads (the router's links use
// backTo): only the vendor page goes back, so its code travels in that page's chunk.

/**
 * Spec §2: back to the `from` location of the navigation state, restoring activeTab and
 * historyFilter there; without one (a shared or reloaded link), home.
 */
export function useGoBack() {
  const from = useLocation({ select: (location) => location.state.from });
  const navigate = useNavigate();
  return React.useCallback(() => {
    // History state survives reloads and could be stale or edited: only a path here is followed.
    const href = sameOriginPath(from?.href);
    if (!from || !href) return navigate({ to: '/' });
    return navigate({
      href,
      state: { activeTab: from.activeTab, historyFilter: from.historyFilter },
    });
  }, [from, navigate]);
}
