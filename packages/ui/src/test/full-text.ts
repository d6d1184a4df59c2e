import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds the element whose whole text is `text`, even when it is split across children (names
 * and stand codes are isolated in <bdi> elements); getByText's string matcher reads only an
 * element's own text nodes.
 */
function fullText(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text &&
    [...element.children].every((child) => child.textContent !== text);
}

export { fullText };
