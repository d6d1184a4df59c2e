/** Copies text with the Clipboard API; rejects where the browser has none (an http page). */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.clipboard === undefined) {
    throw new Error('Clipboard API not available');
  }
  await navigator.clipboard.writeText(text);
}
