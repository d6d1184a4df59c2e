/** The outcome of a submitted form as the app reports it: success is polite, error is urgent. */
type FormResult = { kind: 'success' | 'error'; message: string };

export type { FormResult };
