import { PALETTE_TOKENS, type PaletteToken } from '@fiera/fair-config';
import type { FairConfigIssue } from '@fiera/fair-config/schema';

/** The id of the control that edits `path` ('theme.light.primary'), under the form's prefix. */
function controlId(prefix: string, path: string): string {
  return `${prefix}-${path.replace(/[^\w-]/g, '-')}`;
}

/** Issues grouped by the exact path they name; one path may break several rules. */
function issuesByPath(issues: readonly FairConfigIssue[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const { path, message } of issues) byPath.set(path, [...(byPath.get(path) ?? []), message]);
  return byPath;
}

let tokenWords: RegExp | undefined;

/**
 * Every token's name as a word, longest first so 'primaryForeground' is never read as 'primary'
 * followed by more letters. Built on first use, not when the module loads: the bundle may put
 * this module in a chunk that loads before the fair config's (a cycle between chunks), whose
 * bindings are not there yet at that moment.
 */
function tokenWordsPattern(): RegExp {
  tokenWords ??= new RegExp(
    `\\b(${[...PALETTE_TOKENS].sort((a, b) => b.length - a.length).join('|')})\\b`,
    'g',
  );
  return tokenWords;
}

/**
 * The schema names colours by their token ('Contrasto insufficiente tra primaryForeground e
 * primary…'); the organiser knows them by the labels beside the colour pickers.
 */
function withTokenLabels(message: string, label: (token: PaletteToken) => string): string {
  if (!message.startsWith('Contrasto')) return message;
  return message.replace(tokenWordsPattern(), (token) => `«${label(token as PaletteToken)}»`);
}

export { controlId, issuesByPath, withTokenLabels };
