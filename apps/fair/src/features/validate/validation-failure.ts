import { ApiError } from '@fiera/api-client';
import type { Translate } from '@fiera/ui/i18n';
import { errorMessage, isNetworkFailure } from '../../lib/error-message';

/**
 * Spec §8 for a validation call that failed: an answer keeps its HTTP status with the server's
 * reason (its Italian `detail` stands in for the status text); no answer at all (network down)
 * is status 500 with 'Errore di rete: controlla la connessione' in Italian; any other failure
 * status 500 with the error's own message, else 'Errore sconosciuto'.
 */
export function validationFailure(
  error: unknown,
  t: Translate,
): { httpStatus: number; message: string } {
  if (error instanceof ApiError) {
    return {
      httpStatus: error.status,
      message: t('errors.generic', {
        message: errorMessage(error, t),
      }),
    };
  }
  // The browser's own words for a lost connection are English ("Failed to fetch").
  if (isNetworkFailure(error)) return { httpStatus: 500, message: t('errors.network') };
  const reason = error instanceof Error && error.message ? error.message : t('common.unknownError');
  return { httpStatus: 500, message: t('errors.generic', { message: reason }) };
}
