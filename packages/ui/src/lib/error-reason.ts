/**
 * The reason a rejected callback gives, for messages like "Errore nell'aggiornamento: {msg}".
 * The app rejects with an Error carrying Italian text; anything else has no usable reason.
 */
function errorReason(error: unknown): string | undefined {
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}

export { errorReason };
