/** An error a service throws on purpose: the error handler answers `status` with `{ detail }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly detail: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    detail: string,
    options: { headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.detail = detail;
    this.headers = options.headers ?? {};
  }
}

/** Italian texts shared by several places; the client shows `detail` as it is. */
export const messages = {
  badRequest: 'Richiesta non valida.',
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  emptyJson: 'Il corpo della richiesta è vuoto.',
  unsupportedMediaType: 'Formato della richiesta non supportato.',
  payloadTooLarge: 'La richiesta è troppo grande.',
  sessionInvalid: 'Sessione scaduta o non valida. Accedi di nuovo.',
  staffOnly: 'Accesso riservato allo staff.',
  forbidden: 'Operazione non consentita.',
  notFound: 'Risorsa non trovata.',
  methodNotAllowed: 'Metodo non consentito.',
  tooManyRequests: 'Troppe richieste. Riprova tra poco.',
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
  notImplemented: 'Funzione non ancora disponibile.',
  vendorNotFound: 'Azienda non trovata.',
} as const;
