import { ApiError, AUTH_EXPIRED, REQUEST_FAILED } from '@fiera/api-client';
import type { Translate } from '@fiera/ui/i18n';

// What fetch rejects with when no answer came: Chromium, Firefox, Safari, React Native wording.
const NO_ANSWER = /failed to fetch|networkerror|load failed|network request failed/i;

/** The call never reached the server or never got its answer: signal, not a bug. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError && NO_ANSWER.test(error.message);
}

/**
 * The text to show for a failed call: the server's own `detail` (already Italian), else the
 * catalogue's text for the transport's error codes. A call without an answer shows the screen's
 * own `texts.exception` where the spec gives one (the account screens), else 'Errore di rete:
 * controlla la connessione' when the network failed and 'Errore sconosciuto' otherwise.
 */
export function errorMessage(
  error: unknown,
  t: Translate,
  texts: { failed?: string; exception?: string } = {},
): string {
  if (!(error instanceof ApiError)) {
    if (texts.exception !== undefined) return texts.exception;
    return isNetworkFailure(error) ? t('errors.network') : t('common.unknownError');
  }
  if (error.message === AUTH_EXPIRED) return t('errors.authExpired');
  if (error.message === REQUEST_FAILED) return texts.failed ?? t('errors.requestFailed');
  return error.message;
}
