import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import type { Plugin } from 'vite';

/**
 * tailwind-merge's default config (every Tailwind utility, with validators) is a third of the
 * first page's JavaScript after React. A class can only have CSS if Tailwind found it written
 * out in the sources it scans, so the classes `cn()` can ever meet are a closed set: this
 * plugin reads them from those sources at build time and compiles a config that knows only
 * them, grouped exactly as the default config groups them.
 *
 * The build checks the result: for every ordered pair of those classes (same variants), the
 * slim merge must give what the full twMerge gives. If it does not, the build keeps the full
 * twMerge and says so; dev, Storybook and the tests always use the full one.
 */

interface ParsedClass {
  /** Variants and '!' as written, e.g. 'hover:' ; classes only conflict under equal ones. */
  variants: string;
  /** What tailwind-merge looks the group up by: no variants, '!', leading '-' or '/postfix'. */
  base: string;
  postfix: boolean;
}

const SOURCE_FILE = /\.(ts|tsx)$/;
const CANDIDATE = /^[!-]?[a-z@[][^\s]*$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

/** Splits off variants at ':' outside brackets, as tailwind-merge does. */
function parse(token: string): ParsedClass {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i += 1) {
    const char = token[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) start = i + 1;
  }
  let base = token.slice(start);
  let variants = token.slice(0, start);
  if (base.startsWith('!') || base.endsWith('!')) {
    variants += '!';
    base = base.replace(/^!|!$/g, '');
  }
  if (base.startsWith('-')) base = base.slice(1);
  const slash = base.lastIndexOf('/');
  const postfix = slash > 0 && !base.slice(slash).includes(']');
  return { variants, base: postfix ? base.slice(0, slash) : base, postfix };
}

/** Whether the full config puts the class in a group (it dedupes only those). */
const known = (base: string) => twMerge(`${base} ${base}`) === base;

export function classTokens(dirs: string[]): string[] {
  const tokens = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const token of readFileSync(file, 'utf8').split(/[\s'"`]+/)) {
      if (CANDIDATE.test(token) && token.length < 120) tokens.add(token);
    }
  }
  return [...tokens].filter((token) => {
    const { base, postfix } = parse(token);
    // With a postfix tailwind-merge tries the part before '/' and then the whole class.
    return known(base) || (postfix && known(token.slice(token.indexOf(base))));
  });
}

type SlimConfig = ReturnType<typeof getDefaultConfig>;

export function slimConfig(tokens: string[]) {
  const bases = [...new Set(tokens.map((token) => parse(token).base))].filter(known);
  const postfixed = new Set(
    tokens.filter((token) => parse(token).postfix).map((t) => parse(t).base),
  );
  // Same group ⇔ each removes the other.
  const overrides = (earlier: string, later: string) => twMerge(`${earlier} ${later}`) === later;
  const groupOf = new Map<string, string>();
  const groups: string[][] = [];
  for (const base of bases) {
    const group = groups.find((members) => {
      const first = members[0] as string;
      return overrides(first, base) && overrides(base, first);
    });
    if (group) group.push(base);
    else groups.push([base]);
  }
  groups.forEach((members, index) => {
    for (const member of members) groupOf.set(member, `g${index}`);
  });
  const conflicting: Record<string, string[]> = {};
  const conflictingModifiers: Record<string, string[]> = {};
  groups.forEach((members, index) => {
    const later = members[0] as string;
    const removes = groups
      .map((other, otherIndex) => ({ other, otherIndex }))
      .filter(({ otherIndex }) => otherIndex !== index);
    const id = `g${index}`;
    const plain = removes.filter(({ other }) => overrides(other[0] as string, later));
    if (plain.length > 0) conflicting[id] = plain.map(({ otherIndex }) => `g${otherIndex}`);
    if (members.some((member) => postfixed.has(member))) {
      const withPostfix = removes.filter(
        ({ other }) => twMerge(`${other[0] as string} ${later}/1`) === `${later}/1`,
      );
      const extra = withPostfix
        .map(({ otherIndex }) => `g${otherIndex}`)
        .filter((group) => !conflicting[id]?.includes(group));
      if (extra.length > 0) conflictingModifiers[id] = extra;
    }
  });
  const config = {
    cacheSize: 500,
    theme: {},
    classGroups: Object.fromEntries(groups.map((members, index) => [`g${index}`, members])),
    conflictingClassGroups: conflicting,
    conflictingClassGroupModifiers: conflictingModifiers,
    orderSensitiveModifiers: getDefaultConfig().orderSensitiveModifiers,
  };
  return { config, groupOf };
}

/** Pairs that the slim merge resolves differently from the full twMerge. */
export function mismatches(tokens: string[], config: object): string[] {
  const slim = createTailwindMerge(() => config as SlimConfig);
  const byVariants = new Map<string, string[]>();
  for (const token of tokens) {
    const { variants } = parse(token);
    byVariants.set(variants, [...(byVariants.get(variants) ?? []), token]);
  }
  const wrong: string[] = [];
  for (const group of byVariants.values()) {
    for (const a of group) {
      for (const b of group) {
        const classes = `${a} ${b}`;
        if (slim(classes) !== twMerge(classes)) wrong.push(classes);
      }
    }
  }
  return wrong;
}

const CN = /[\\/]packages[\\/]ui[\\/]src[\\/]lib[\\/]cn\.ts$/;

export function slimTailwindMerge({ sources }: { sources: string[] }): Plugin {
  return {
    name: 'fiera:slim-tailwind-merge',
    apply: 'build',
    transform(_code, id) {
      if (!CN.test(id)) return null;
      const tokens = classTokens(sources);
      const { config } = slimConfig(tokens);
      const wrong = mismatches(tokens, config);
      if (wrong.length > 0) {
        this.warn(
          `slim tailwind-merge differs on ${wrong.length} pairs (e.g. "${wrong[0]}"): ` +
            'keeping the full twMerge',
        );
        return null;
      }
      return {
        code: [
          "import { clsx } from 'clsx';",
          "import { createTailwindMerge } from 'tailwind-merge';",
          `const twMerge = createTailwindMerge(() => (${JSON.stringify(config)}));`,
          'function cn(...inputs) { return twMerge(clsx(inputs)); }',
          'export { cn };',
        ].join('\n'),
        map: null,
      };
    },
  };
}
