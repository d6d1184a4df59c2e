import type { Schemas } from '@fiera/api-client';
import { themeCss } from '@fiera/fair-config';
import { FAIR_CONFIG_SAVED } from '../../../lib/fair-config-saved';

const THEME_STYLE_ID = 'fiera-saved-theme';

/**
 * Makes the running app wear a config the server just took, without a reload:
 *
 * - the fair-config provider asks for the config again (its name in the header and the tab's
 *   title; it also keeps it in localStorage for the next start);
 * - the colours: index.html's <link> to /api/fair-config/theme.css keeps the stylesheet it
 *   loaded, so the same stylesheet, written from the saved theme as the server writes it, goes
 *   after it (same `:root:root` rule, later wins). The next page load gets the server's.
 */
export function applySavedFairConfig(config: Schemas['FairConfig']) {
  let style = document.getElementById(THEME_STYLE_ID);
  if (!(style instanceof HTMLStyleElement)) {
    style = document.createElement('style');
    style.id = THEME_STYLE_ID;
    document.head.append(style);
  }
  style.textContent = themeCss(config.theme);
  window.dispatchEvent(new Event(FAIR_CONFIG_SAVED));
}
