import type { Schemas } from '@fiera/api-client';

/**
 * The fair's icon on the tab and its colour on the phone's browser bar: index.html holds the
 * defaults (one theme-color for light mode, one for dark), the config replaces them. Without a
 * dark palette the fair is light in both modes (its theme.css), so is the bar.
 */
export function applyDocumentHead({ faviconUrl, theme }: Schemas['FairConfig']) {
  document.querySelector('link[rel=icon]')?.setAttribute('href', faviconUrl ?? '/favicon.svg');
  const [light, dark] = document.querySelectorAll('meta[name=theme-color]');
  light?.setAttribute('content', theme.light.primary);
  dark?.setAttribute('content', (theme.dark ?? theme.light).primary);
}
