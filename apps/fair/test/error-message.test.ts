import { ApiError } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from '../src/lib/error-message';

describe('the message of a failed call, on every screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed'])(
    'says "Errore di rete" in Italian when fetch got no answer (%s)',
    (browserText) => {
      expect(errorMessage(new TypeError(browserText), t)).toBe(
        'Errore di rete: controlla la connessione',
      );
    },
  );

  it('says "Errore di rete" whenever the phone is offline', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(errorMessage(new Error('qualsiasi'), t)).toBe(
      'Errore di rete: controlla la connessione',
    );
  });

  it("keeps the server's Italian reason, and says 'Errore sconosciuto' for a bug", () => {
    expect(errorMessage(new ApiError(404, 'Azienda non trovata.', {}), t)).toBe(
      'Azienda non trovata.',
    );
    expect(errorMessage(new TypeError('x is not a function'), t)).toBe(t('common.unknownError'));
  });

  it('keeps the text the spec gives a screen for a call without an answer', () => {
    const exception = t('verifyEmail.errors.verificationException');
    expect(errorMessage(new TypeError('Failed to fetch'), t, { exception })).toBe(exception);
  });
});
