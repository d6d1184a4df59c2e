import { FONT_STACKS, PALETTE_TOKENS, type FairConfig, type Palette } from './fair-config';

/** 'cardForeground' → '--card-foreground', the ui package's variable. */
const variableOf = (token: string) =>
  `--${token.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}`;

function declarations(palette: Palette): string {
  return PALETTE_TOKENS.map((token) => `  ${variableOf(token)}: ${palette[token]};`).join('\n');
}

/**
 * The fair's theme as a stylesheet over the ui package's tokens. `:root:root` outranks the
 * defaults whatever order the stylesheets load in. Values come from a validated config
 * (#rrggbb colours, a number, a font from a fixed list), so nothing here can close the rule.
 */
function themeCss(theme: FairConfig['theme']): string {
  const light = [
    declarations(theme.light),
    `  --radius: ${theme.radius}rem;`,
    `  --font-sans: ${FONT_STACKS[theme.font]};`,
  ].join('\n');
  const rules = [`:root:root {\n${light}\n}`];
  if (theme.dark !== null) {
    rules.push(
      `@media (prefers-color-scheme: dark) {\n  :root:root {\n${declarations(theme.dark).replace(/^/gm, '  ')}\n  }\n}`,
    );
  }
  return `${rules.join('\n')}\n`;
}

export { themeCss };
