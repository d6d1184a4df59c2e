import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['attendee', 'staff', 'admin']);
export const employmentType = pgEnum('employment_type', ['private', 'self_employed', 'employee']);
export const emailTokenKind = pgEnum('email_token_kind', ['verify', 'reset']);

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: userRole().notNull().default('attendee'),
    firstName: text(),
    lastName: text(),
    phoneNumber: text(),
    employmentType: employmentType(),
    companyName: text(),
    seeking: text(),
    description: text(),
    isVerified: boolean().notNull().default(false),
    privacyConsentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    lastLogin: timestamp({ withTimezone: true }),
    /**
     * Carried by every access token; raised by logout, password reset and role change, which
     * ends the access tokens issued before at once instead of when they expire.
     */
    tokenVersion: integer().notNull().default(0),
    /**
     * What the organisers' account search reads: e-mail, name and company in lower case, kept
     * by the database. Folding the case of four columns per row at every search cost four times
     * as long (about 50 ms for 20,000 accounts on PGlite, which blocks the event loop meanwhile).
     */
    searchText: text().generatedAlwaysAs(
      sql`lower(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(company_name, ''))`,
    ),
  },
  (t) => [
    // Addresses are compared case-insensitively: 'Anna@x.it' and 'anna@x.it' are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The organisers' list is newest first: its pages are read from here, not sorted.
    index('users_created_at_idx').on(t.createdAt, t.id),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: emailTokenKind().notNull(),
    /** Only a hash is stored: a database leak must not yield usable links. */
    tokenHash: text().notNull().unique('email_tokens_token_hash_key'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_id_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All rotations of one login share a family: reusing a spent token revokes the family. */
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique('refresh_tokens_token_hash_key'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);
