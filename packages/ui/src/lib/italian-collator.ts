/** Italian alphabetical order for names: accents and case sort with their base letter. */
const italianCollator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

export { italianCollator };
