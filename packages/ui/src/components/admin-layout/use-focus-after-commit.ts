import * as React from 'react';

/**
 * Moves focus once React has shown what an action changed: the error just rendered, a result,
 * the first field refused. A microtask after `setState` runs before that render when the
 * update came after an `await` (it is scheduled, not synchronous), and finds nothing to focus.
 */
function useFocusAfterCommit(): (focus: () => void) => void {
  const pending = React.useRef<(() => void) | null>(null);
  const [request, setRequest] = React.useState(0);

  React.useEffect(() => {
    const focus = pending.current;
    pending.current = null;
    focus?.();
  }, [request]);

  return React.useCallback((focus: () => void) => {
    pending.current = focus;
    setRequest((count) => count + 1);
  }, []);
}

export { useFocusAfterCommit };
