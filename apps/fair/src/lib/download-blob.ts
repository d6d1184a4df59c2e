/** Saves a blob through a temporary object URL, as the browser's download of a link would. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: the click has handed the URL to the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
