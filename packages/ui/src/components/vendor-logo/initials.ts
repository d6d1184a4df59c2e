/** The first letters of the name's first two words that start with a letter: 'ZR' for 'zeta Ricambi'. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const lettered = words.filter((word) => /^\p{L}/u.test(word));
  const initials = (lettered.length > 0 ? lettered : words)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return initials.toLocaleUpperCase('it');
}

/** A number from 0 to `count` − 1 that depends only on the name, to pick the tile's colours. */
function toneIndex(name: string, count: number): number {
  let hash = 0;
  for (const char of name.trim().toLocaleLowerCase('it')) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return hash % count;
}

export { initialsOf, toneIndex };
