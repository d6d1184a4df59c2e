import { Workbox } from 'workbox-window';

/** Built by vite-plugin-pwa (see vite.config.ts); served with no-cache, so updates are seen. */
const SERVICE_WORKER_URL = '/sw.js';
/** A phone may keep the app open all day at the fair: it looks for a new version this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** The fair's colours (index.html links it): public, the same for everyone, kept for offline. */
const THEME_URL = '/api/fair-config/theme.css';

export interface UpdateState {
  /** A new version is installed and waits for the user's 'Aggiorna'. */
  ready: boolean;
  /** 'Aggiorna' was tapped: the page reloads once the new version has taken over. */
  applying: boolean;
}

let workbox: Workbox | undefined;
let state: UpdateState = { ready: false, applying: false };
const listeners = new Set<() => void>();

function setState(next: Partial<UpdateState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** The files this page loaded before the worker took over, fetched again through it. */
function warmUp() {
  const images = [...document.images]
    .map((image) => image.currentSrc)
    .filter((src) => src.startsWith(`${location.origin}/`));
  for (const url of new Set([THEME_URL, ...images])) {
    fetch(url).catch(() => undefined);
  }
}

/**
 * Registers the service worker, which keeps the app's files for use without signal. A new
 * version waits until the user asks for it ('Nuova versione disponibile — Aggiorna'): a reload
 * in the middle of a form, or at the gate, would lose what the user was doing.
 */
export function registerServiceWorker(): void {
  if (workbox !== undefined || !('serviceWorker' in navigator)) return;
  const registration = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox = registration;
  let controlled = navigator.serviceWorker.controller !== null;
  registration.addEventListener('waiting', () => setState({ ready: true }));
  registration.addEventListener('controlling', () => {
    // The first install takes this page over at once (clientsClaim): what the page loaded
    // before goes into the worker's caches. A new version takes over only after an 'Aggiorna'
    // (in this tab or another): the page reloads into it, its files from the same build.
    if (controlled) location.reload();
    else warmUp();
    controlled = true;
  });
  registration.register().catch(() => undefined);
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const updateState = (): UpdateState => state;

/** 'Aggiorna': the waiting version takes over, then the page reloads (see 'controlling'). */
export function applyUpdate(): void {
  if (workbox === undefined || !state.ready) return;
  setState({ applying: true });
  workbox.messageSkipWaiting();
}
