import { ApiError, AUTH_EXPIRED, REQUEST_FAILED } from '@fiera/api-client';
import type { Translate } from '@fiera/ui/i18n';

/**
 * The text to show for a failed call: the server's own `detail` (already Italian), else the
 * catalogue's text for the transport's error codes, else `texts.exception` for anything that
 * never got an answer (network down, bug).
 */
export function errorMessage(
  error: unknown,
  t: Translate,
  texts: { failed?: string; exception: string },
): string {
  if (!(error instanceof ApiError)) return texts.exception;
  if (error.message === AUTH_EXPIRED) return t('errors.authExpired');
  if (error.message === REQUEST_FAILED) return texts.failed ?? t('errors.requestFailed');
  return error.message;
}
