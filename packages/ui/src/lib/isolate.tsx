import * as React from 'react';

/** Stands in for a value while the message is filled in; no catalogue text contains it. */
const MARK = '\u0000';

/**
 * A message whose user-supplied values (a vendor's name, a stand code) are each isolated in a
 * <bdi>. Names come from imports and forms: a right-to-left one, or one carrying a bidi control
 * such as U+202E, would otherwise reorder the words around it ('Stand', ' - ') on screen.
 *
 *   isolate((values) => t('map.vendorLine', values), { name: vendor.name, stand })
 */
function isolate<K extends string>(
  fill: (values: Record<K, string>) => string,
  values: Record<K, string>,
): React.ReactNode[] {
  const keys = Object.keys(values) as K[];
  const marks = Object.fromEntries(
    keys.map((key, index) => [key, `${MARK}${index}${MARK}`]),
  ) as Record<K, string>;
  return fill(marks)
    .split(MARK)
    .map((part, index) => {
      // Odd parts are the values' indexes, between two marks.
      const key = index % 2 === 1 ? keys[Number(part)] : undefined;
      return key === undefined ? part : <bdi key={index}>{values[key]}</bdi>;
    });
}

export { isolate };
