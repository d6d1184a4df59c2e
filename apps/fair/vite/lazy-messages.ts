import type { Plugin } from 'vite';
import { it } from '../../../packages/ui/src/i18n/it.ts';

/**
 * The Italian catalogue is one object that every screen reads through `t()`. In the build,
 * the sections only the logged-in screens use leave the start-up bundle: each becomes a small
 * module that adds its section to the catalogue object, imported by every module whose code
 * names one of its keys (`'matches.` in a string). A module's imports run before its own code,
 * so a section is in the catalogue before any code that names its keys can run, and the
 * bundler puts the section in the chunk of the screens that use it.
 *
 * Keys are checked string literals (MessageKey); one built at run time from nothing but
 * variables would not be found, and `t()` then throws "Missing message" rather than show
 * nothing. Dev, Storybook and the tests keep the whole catalogue.
 */
const LAZY_SECTIONS = [
  'home',
  'profile',
  'events',
  'map',
  'vendors',
  'vendorDetail',
  'matches',
  'validate',
  'privacyNotice',
  'statusPage',
] as const satisfies readonly (keyof typeof it)[];

const CATALOGUE = /[\\/]packages[\\/]ui[\\/]src[\\/]i18n[\\/]it\.ts$/;
const SOURCE = /[\\/](packages[\\/]ui|apps[\\/]fair)[\\/]src[\\/].*\.tsx?$/;
const I18N_INDEX = /[\\/]i18n[\\/]index\.ts$/;
const SECTION_MODULE = 'virtual:fiera-messages/';
const keyOf = (section: string) => new RegExp(`['"\`]${section}\\.[A-Za-z]`);

export function lazyMessages(): Plugin {
  const lazy = new Set<string>(LAZY_SECTIONS);
  let catalogueId: string | undefined;
  return {
    name: 'fiera:lazy-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(SECTION_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${SECTION_MODULE}`)) return null;
      if (catalogueId === undefined) throw new Error('the catalogue was not loaded first');
      const section = id.slice(SECTION_MODULE.length + 1) as (typeof LAZY_SECTIONS)[number];
      return [
        `import { it } from ${JSON.stringify(catalogueId)};`,
        `it[${JSON.stringify(section)}] = ${JSON.stringify(it[section])};`,
      ].join('\n');
    },
    transform(code, id) {
      if (CATALOGUE.test(id)) {
        catalogueId = id;
        const eager = Object.fromEntries(Object.entries(it).filter(([key]) => !lazy.has(key)));
        return { code: `const it = ${JSON.stringify(eager)};\nexport { it };\n`, map: null };
      }
      // Route files come back split as `routes/x.tsx?tsr-split=component`.
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || I18N_INDEX.test(file)) return null;
      const sections = LAZY_SECTIONS.filter((section) => keyOf(section).test(code));
      if (sections.length === 0) return null;
      const imports = sections.map((section) => `import '${SECTION_MODULE}${section}';`);
      return { code: `${imports.join('\n')}\n${code}`, map: null };
    },
  };
}
