import * as React from 'react';

/** The search asks the server once the organiser stops typing, not at every keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
