import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on a rendered subtree; colour contrast is checked against the real theme CSS. */
async function expectNoAxeViolations(element: Element) {
  const { violations } = await axe.run(element, {
    // A component rendered alone sits outside any landmark; pages are checked by the app's e2e.
    rules: { region: { enabled: false } },
  });
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.html).join(', ')}`),
  ).toEqual([]);
}

export { expectNoAxeViolations };
