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
  badUrl: 'Indirizzo non valido: controlla il link.',
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  emptyJson: 'Il corpo della richiesta è vuoto.',
  unsupportedMediaType: 'Formato della richiesta non supportato.',
  compressedBody: 'Corpo della richiesta compresso: invialo senza compressione.',
  payloadTooLarge: 'La richiesta è troppo grande.',
  nulCharacter: 'Il testo contiene un carattere non ammesso (NUL): toglilo e riprova.',
  sessionInvalid: 'Sessione scaduta o non valida. Accedi di nuovo.',
  staffOnly: 'Accesso riservato allo staff.',
  adminOnly: 'Accesso riservato agli organizzatori della fiera.',
  forbidden: 'Operazione non consentita.',
  notFound: 'Risorsa non trovata.',
  methodNotAllowed: 'Metodo non consentito.',
  tooManyRequests: 'Troppe richieste. Riprova tra poco.',
  loginThrottled: (seconds: number) =>
    seconds === 1
      ? 'Troppi tentativi di accesso non riusciti. Riprova tra un secondo.'
      : `Troppi tentativi di accesso non riusciti. Riprova tra ${seconds} secondi.`,
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
  /** A service the server needs (the database) cannot be reached: worth retrying. */
  unavailable: 'Servizio momentaneamente non disponibile. Riprova tra qualche secondo.',
  vendorNotFound: 'Azienda non trovata.',
  matchNotFound: 'Match non trovato.',
  emailTaken: 'Esiste già un account con questo indirizzo email. Accedi o recupera la password.',
  // One text for an unknown address and a wrong password: the answer must not tell which.
  invalidCredentials: 'Email o password non corretti.',
  emailNotVerified:
    'Devi prima verificare il tuo indirizzo email: controlla la posta o richiedi un nuovo link di verifica.',
  verificationLinkInvalid: 'Il link di verifica non è valido, è già stato usato o è scaduto.',
  resetLinkInvalid:
    'Il link per reimpostare la password non è valido, è già stato usato o è scaduto.',
  originNotAllowed: 'Richiesta non consentita da questa origine.',
  otherUsersAccount: "Non puoi modificare l'account di un altro utente.",
  userNotFound: 'Utente non trovato.',
  wrongPassword: 'La password inserita non è corretta.',
  ownRole: 'Non puoi cambiare il tuo ruolo: chiedilo a un altro organizzatore.',
  ownAccountDeletion:
    'Non puoi eliminare il tuo account da qui: chiedilo a un altro organizzatore o eliminalo dal tuo profilo.',
  alreadyVerified: 'Questo account ha già verificato il suo indirizzo email.',
} as const;

/** Italian success texts of the account operations. */
export const notices = {
  registered:
    'Registrazione completata! Controlla la tua email e clicca sul link per verificare il tuo account.',
  verified:
    "Email verificata con successo! Il tuo biglietto è stato inviato alla tua casella di posta. Ora puoi accedere per utilizzare i servizi dell'app.",
  verificationResent:
    "Se l'indirizzo appartiene a un account ancora da verificare, ti abbiamo inviato un nuovo link di verifica.",
  resetRequested:
    "Se l'indirizzo è registrato, riceverai un'email con le istruzioni per reimpostare la password.",
  passwordReset: 'Password aggiornata. Ora puoi accedere con la nuova password.',
  loggedOut: 'Sei uscito dal tuo account.',
} as const;
