/**
 * Text for case- and accent-insensitive search: 'Caffè' and 'CAFFE' both become 'caffe'.
 * NFD splits an accented letter into the letter and a combining mark, which is then dropped.
 */
function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it');
}

/**
 * Folds the searchable fields of an item into one string once, so each keystroke only runs
 * `includes` instead of normalising every field of every item again. The newline keeps a term
 * from matching across two fields.
 */
function searchIndex(fields: readonly (string | null | undefined)[]): string {
  return foldText(fields.filter(Boolean).join('\n'));
}

/** A search term folded like the index; '' (match everything) for a blank term. */
function searchNeedle(term: string): string {
  return foldText(term.trim());
}

export { foldText, searchIndex, searchNeedle };
