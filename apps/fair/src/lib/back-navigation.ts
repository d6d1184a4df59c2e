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
