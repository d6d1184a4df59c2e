import { useLocation, useNavigate } from '@tanstack/react-router';
import * as React from 'react';
import { sameOriginPath } from './same-origin-path';

/** Where 'Indietro' returns to, with the matches screen's tab and history filter. */
export interface BackTarget {
  href: string;
  activeTab?: string;
  historyFilter?: string;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the screen that links to a detail page, read by its 'Indietro' button. */
    from?: BackTarget;
    /** Restored on the screen 'Indietro' returns to. */
    activeTab?: string;
    historyFilter?: string;
  }
}

/** The navigation state a screen passes when it opens a page that has an 'Indietro' button. */
export function backTo(target: BackTarget) {
  return { from: target };
}

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
