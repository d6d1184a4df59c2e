import type { Role } from './users-repository';

/** The roles as the back-office's account list names them, for the audit log's lines. */
export const ROLE_NAMES = {
  attendee: 'Partecipante',
  staff: 'Staff',
  admin: 'Amministratore',
} as const satisfies Record<Role, string>;
