import type * as React from 'react';

import { isolate } from './isolate';

/**
 * Words that already say what kind of place a stand value is. Exhibitors' files often hold a
 * location in the stand field ('Padiglione 3', 'Hall B'), or the word itself ('Stand A12'):
 * such a value is shown as it is, since 'Stand Padiglione 3' or 'Stand Stand A12' reads wrong.
 */
const PLACE_WORD =
  /^(?:stand|padiglione|pad\.?|hall|area|sala|spazio|box|booth|corsia|settore|zona)(?![\p{L}\p{N}])/iu;

/** True when the value names its own kind of place; a bare code ('B04') gets the word 'Stand'. */
function namesItsPlace(value: string): boolean {
  return PLACE_WORD.test(value.trim());
}

/**
 * A stand as a screen shows it: the catalogue's 'Stand {stand}' for a code, the value alone
 * when it names its place; the value isolated either way (see isolate).
 */
function standLabel(
  stand: string,
  withWord: (values: { stand: string }) => string,
): React.ReactNode {
  return namesItsPlace(stand) ? <bdi>{stand}</bdi> : isolate(withWord, { stand });
}

export { namesItsPlace, standLabel };
