import * as React from 'react';

/**
 * A 2D hardware scanner in keyboard mode ("keyboard wedge") types the code it read, a
 * character every few milliseconds, then Enter. People type far slower: a key more than
 * `MAX_GAP_MS` after the previous one starts a new sequence, so only a machine's burst of at
 * least `MIN_LENGTH` characters followed by Enter counts as a scan.
 */
const MAX_GAP_MS = 100;
const MIN_LENGTH = 8;

/** Fields that take typing themselves: a scanner aimed at them fills them, as it should. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file'].includes(
    target.type,
  );
}

/**
 * Listens on the whole document, while `enabled`, for a keyboard-wedge scanner's burst ending
 * in Enter, outside text fields, and hands over the code. The Enter of a scan is kept from the
 * focused element (a button would otherwise be pressed by it).
 */
function useKeyboardWedge(onCode: (code: string) => void, enabled = true) {
  const latest = React.useRef(onCode);
  React.useEffect(() => {
    latest.current = onCode;
  });

  React.useEffect(() => {
    if (!enabled) return;
    let typed = '';
    let lastKeyAt = 0;
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.altKey || event.metaKey || isTextEntry(event.target)) {
        typed = '';
        return;
      }
      const now = event.timeStamp;
      const quick = now - lastKeyAt <= MAX_GAP_MS;
      if (event.key === 'Enter') {
        const code = typed;
        typed = '';
        if (quick && code.length >= MIN_LENGTH) {
          event.preventDefault();
          event.stopPropagation();
          latest.current(code);
        }
        return;
      }
      // Shift (for capitals) and other keys that type nothing leave the sequence as it is.
      if (event.key.length !== 1) return;
      typed = quick ? typed + event.key : event.key;
      lastKeyAt = now;
    }
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [enabled]);
}

export { useKeyboardWedge };
