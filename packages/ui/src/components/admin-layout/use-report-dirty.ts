import * as React from 'react';

/**
 * Tells the page whether a form holds edits not saved yet (false once it is gone), so the page
 * can ask before they are lost: a closed dialog, another section, a closed tab.
 */
function useReportDirty(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined) {
  const report = React.useEffectEvent((value: boolean) => onDirtyChange?.(value));
  React.useEffect(() => report(dirty), [dirty]);
  React.useEffect(() => () => report(false), []);
}

export { useReportDirty };
