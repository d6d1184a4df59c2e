import { AppError } from '../../../errors';
import { fieldMessage } from '../../../validation-messages';

/** The contract's limits (openapi.yaml RegisterRequest, PasswordResetRequest). */
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 256;
const EMAIL_MAX_LENGTH = 254;

/** Refused with the very sentence the contract's validation gives for the same field. */
const refused = (field: string, keyword: string, params: Record<string, unknown> = {}) =>
  new AppError(422, fieldMessage(field, keyword, params));

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
  if (!isSingleMailbox(email)) throw refused('email', 'format', { format: 'email' });
}

/** `field`: where the password came from (`password`, `new_password`), for the message. */
export function assertPasswordLength(password: unknown, field: string): asserts password is string {
  if (typeof password !== 'string') throw refused(field, 'type', { type: 'string' });
  // In characters, as the contract's JSON Schema counts them (an emoji is one, not two).
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) {
    throw refused(field, 'minLength', { limit: PASSWORD_MIN_LENGTH });
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw refused(field, 'maxLength', { limit: PASSWORD_MAX_LENGTH });
  }
}

export function assertConsent(privacyConsent: unknown): void {
  if (privacyConsent !== true) throw refused('privacy_consent', 'const', { allowedValue: true });
}
