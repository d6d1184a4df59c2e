import { AppError } from '../../../errors';

/** The contract's limits (openapi.yaml RegisterRequest, PasswordResetRequest). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
const EMAIL_MAX_LENGTH = 254;

export const ruleMessages = {
  invalidEmail: "Il campo 'email' deve contenere un indirizzo email valido.",
  passwordTooShort: `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri.`,
  passwordTooLong: `La password può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri.`,
  consentRequired: "È necessario accettare l'informativa sulla privacy.",
} as const;

/**
 * One mailbox, `local@domain.tld`, nothing around it: a list (`a@x.it, b@x.it`), a display name
 * or a header break would make one registration mail several people. Character checks, no regex:
 * the text comes from strangers and must cost linear time.
 */
export function isSingleMailbox(email: string): boolean {
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@') || at === email.length - 1) return false;
  for (const character of email) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || code > 0x7e) return false;
    if (',;<>()[]\\":'.includes(character)) return false;
  }
  const domain = email.slice(at + 1);
  return domain.includes('.') && !domain.startsWith('.') && !domain.endsWith('.');
}

/** The contract validates bodies; services still refuse what they must not act on. */
export function assertSingleMailbox(email: string): void {
  if (!isSingleMailbox(email)) throw new AppError(422, ruleMessages.invalidEmail);
}

export function assertPasswordLength(password: unknown): asserts password is string {
  if (typeof password !== 'string') throw new AppError(422, ruleMessages.passwordTooShort);
  // In characters, as the contract's JSON Schema counts them (an emoji is one, not two).
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) throw new AppError(422, ruleMessages.passwordTooShort);
  if (length > PASSWORD_MAX_LENGTH) throw new AppError(422, ruleMessages.passwordTooLong);
}

export function assertConsent(privacyConsent: unknown): void {
  if (privacyConsent !== true) throw new AppError(422, ruleMessages.consentRequired);
}
