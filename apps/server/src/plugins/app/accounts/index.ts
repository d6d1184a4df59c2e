import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import QRCode from 'qrcode';
import type { Database } from '../../../db/client';
import { AppError, messages } from '../../../errors';
import {
  hashPassword,
  needsRehash,
  prepareDummyHash,
  spendVerificationTime,
  verifyPassword,
} from '../auth/passwords';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens';
import {
  mailBrand,
  passwordChangedMail,
  passwordResetMail,
  ticketMail,
  verificationMail,
} from '../mail/templates';
import type { TicketRow } from '../tickets/tickets-repository';
import { blankToNull, companyFor } from '../users/profile';
import { ROLE_NAMES } from '../users/role-names';
import { createUsersRepository, type NewUser, type UserRow } from '../users/users-repository';
import { assertConsent, assertPasswordLength, assertSingleMailbox } from './account-rules';
import { createEmailTokensRepository } from './email-tokens-repository';
import { createSessionsRepository } from './sessions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    accountsService: AccountsService;
  }
}

const HOUR_MS = 60 * 60 * 1000;
const VERIFICATION_TTL_HOURS = 48;
const RESET_TTL_MINUTES = 60;
/** A login lasts this long without use; every refresh starts the period again. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface Registration {
  email: string;
  password: string;
  /** Must be true: the consent time is stored as proof. */
  privacyConsent: boolean;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  employmentType?: NewUser['employmentType'];
  companyName?: string;
}

/** What the client gets on login and refresh: the route sets the refresh token as a cookie. */
export interface Session {
  accessToken: string;
  refreshToken: string;
}

export interface AccountsService {
  register(registration: Registration): Promise<void>;
  verifyEmail(token: string): Promise<void>;
  /** Does nothing, silently, for unknown or already verified addresses. */
  resendVerification(email: string): Promise<void>;
  /**
   * An organiser sends the verification e-mail again, with a new link (the earlier ones stay
   * good until they expire). Unlike the public resend it tells: 404 unknown, 409 verified.
   * Returns the address it went to.
   */
  resendVerificationOf(userId: number): Promise<{ email: string }>;
  login(email: string, password: string): Promise<Session>;
  /** Rotates the refresh token; a token presented a second time revokes its whole family. */
  refresh(refreshToken: string | undefined): Promise<Session>;
  /**
   * Ends the session of the refresh token, and every access token of its user (and of the
   * bearer's user, when one came): other devices get a new one through their refresh cookie.
   */
  logout(refreshToken: string | undefined, bearerUserId?: number): Promise<void>;
  /** Does nothing, silently, for unknown addresses. */
  forgotPassword(email: string): Promise<void>;
  /** Sets the password and ends every session of the user. */
  resetPassword(token: string, newPassword: string): Promise<void>;
  /** The verified admin account of FIERA_ADMIN_EMAIL, with that password and a ticket. */
  ensureAdmin(email: string, password: string): Promise<void>;
}

/**
 * The name a mail may greet with: typed by whoever registered, so only once the address proved
 * to be theirs. Anyone can register a stranger's address with a phishing line as the name.
 */
function provenName(user: Pick<UserRow, 'firstName' | 'isVerified'>): string | null {
  return user.isVerified ? user.firstName : null;
}

function sessionInvalid(): AppError {
  return new AppError(401, messages.sessionInvalid);
}

async function accountsPlugin(fastify: FastifyInstance) {
  const { config, db, mail, ticketsService, auditLog, accessTokens, tokenVersions, log } = fastify;
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  // Read when each e-mail is written, so a renamed fair's next e-mail carries the new name.
  const brand = () => mailBrand(fastify.fairConfigService.latest(), fastify.config.publicUrl);

  async function createEmailToken(
    executor: Database,
    userId: number,
    kind: 'verify' | 'reset',
    ttlMs: number,
  ): Promise<string> {
    const token = newSecretToken();
    await createEmailTokensRepository(executor).insert({
      userId,
      kind,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  function sendVerificationMail(user: UserRow, token: string): void {
    const link = `${config.publicUrl}/verify-email?token=${token}`;
    mail.send({
      to: user.email,
      ...verificationMail({
        brand: brand(),
        link,
        validForHours: VERIFICATION_TTL_HOURS,
      }),
    });
  }

  async function sendTicketMail(user: UserRow, ticket: TicketRow): Promise<void> {
    const qrPng = await QRCode.toBuffer(ticket.qrCodeData, {
      type: 'png',
      width: 512,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    mail.send({
      to: user.email,
      ...ticketMail({
        brand: brand(),
        firstName: user.firstName,
        ticketUuid: ticket.uuid,
        qrPng,
        appUrl: config.publicUrl,
      }),
    });
  }

  /** A new login: a new refresh-token family. */
  async function startSession(
    user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>,
  ): Promise<Session> {
    const refreshToken = newSecretToken();
    await sessions.insert({
      userId: user.id,
      familyId: randomUUID(),
      tokenHash: hashSecretToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    const accessToken = await accessTokens.sign({
      userId: user.id,
      role: user.role,
      version: user.tokenVersion,
    });
    return { accessToken, refreshToken };
  }

  const service: AccountsService = {
    async register(registration) {
      const email = registration.email.trim();
      assertConsent(registration.privacyConsent);
      assertSingleMailbox(email);
      assertPasswordLength(registration.password, 'password');
      const passwordHash = await hashPassword(registration.password);
      const created = await db.transaction(async (tx) => {
        const user = await createUsersRepository(tx).insert({
          email,
          passwordHash,
          firstName: blankToNull(registration.firstName),
          lastName: blankToNull(registration.lastName),
          phoneNumber: blankToNull(registration.phoneNumber),
          employmentType: registration.employmentType ?? null,
          companyName: companyFor(registration.employmentType, registration.companyName),
          privacyConsentAt: new Date(),
        });
        if (user === undefined) return undefined;
        const token = await createEmailToken(
          tx,
          user.id,
          'verify',
          VERIFICATION_TTL_HOURS * HOUR_MS,
        );
        return { user, token };
      });
      if (created === undefined) throw new AppError(409, messages.emailTaken);
      sendVerificationMail(created.user, created.token);
    },

    async verifyEmail(token) {
      const now = new Date();
      const verified = await db.transaction(async (tx) => {
        const userId = await createEmailTokensRepository(tx).consume(
          'verify',
          hashSecretToken(token),
          now,
        );
        if (userId === undefined) return undefined;
        const user = await createUsersRepository(tx).update(userId, { isVerified: true });
        if (user === undefined) return undefined;
        return { user, ...(await ticketsService.issueTicket(userId, tx)) };
      });
      if (verified === undefined) throw new AppError(400, messages.verificationLinkInvalid);
      // A second link of the same person verifies nothing new: one ticket, mailed once.
      if (verified.created) await sendTicketMail(verified.user, verified.ticket);
    },

    async resendVerification(email) {
      const user = await users.findByEmail(email.trim());
      if (user === undefined || user.isVerified) return;
      const token = await createEmailToken(db, user.id, 'verify', VERIFICATION_TTL_HOURS * HOUR_MS);
      sendVerificationMail(user, token);
    },

    async resendVerificationOf(userId) {
      const user = await users.findById(userId);
      if (user === undefined) throw new AppError(404, messages.userNotFound);
      if (user.isVerified) throw new AppError(409, messages.alreadyVerified);
      const token = await createEmailToken(db, user.id, 'verify', VERIFICATION_TTL_HOURS * HOUR_MS);
      sendVerificationMail(user, token);
      return { email: user.email };
    },

    async login(email, password) {
      const user = await users.findByEmail(email.trim());
      if (user === undefined) {
        // Costs and answers as a wrong password of a known user: 401, or the 503 of a full
        // hashing queue, which verifyPassword gives them too.
        await spendVerificationTime(password);
        throw new AppError(401, messages.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError(401, messages.invalidCredentials);
      }
      // Only once the password is right: a stranger does not learn the account's state.
      if (!user.isVerified) throw new AppError(403, messages.emailNotVerified);
      await users.update(user.id, {
        lastLogin: new Date(),
        ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(password) } : {}),
      });
      return startSession(user);
    },

    async refresh(refreshToken) {
      if (refreshToken === undefined || refreshToken === '') throw sessionInvalid();
      const tokenHash = hashSecretToken(refreshToken);
      const now = new Date();
      const rotated = await db.transaction(async (tx) => {
        const txSessions = createSessionsRepository(tx);
        const spent = await txSessions.consume(tokenHash, now);
        if (spent === undefined) return undefined;
        const user = await createUsersRepository(tx).findById(spent.userId);
        if (user === undefined || !user.isVerified) return undefined;
        const next = newSecretToken();
        await txSessions.insert({
          userId: user.id,
          familyId: spent.familyId,
          tokenHash: hashSecretToken(next),
          expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
        });
        return { user, refreshToken: next };
      });
      if (rotated === undefined) {
        const known = await sessions.findByHash(tokenHash);
        if (known?.usedAt != null) {
          // A spent token came back: it was copied. Whoever holds the family's newest token
          // (thief or owner) loses it too; the owner logs in again.
          await sessions.revokeFamily(known.familyId, now);
          log.warn(
            { userId: known.userId, familyId: known.familyId },
            'refresh token reused: session family revoked',
          );
        }
        throw sessionInvalid();
      }
      const { user } = rotated;
      // The role is read again on each refresh: a changed role reaches the access token here.
      const accessToken = await accessTokens.sign({
        userId: user.id,
        role: user.role,
        version: user.tokenVersion,
      });
      return { accessToken, refreshToken: rotated.refreshToken };
    },

    async logout(refreshToken, bearerUserId) {
      const sessionUserId =
        refreshToken === undefined || refreshToken === ''
          ? undefined
          : await sessions.revokeFamilyOf(hashSecretToken(refreshToken), new Date());
      for (const userId of new Set([sessionUserId, bearerUserId])) {
        if (userId !== undefined) await tokenVersions.raise(userId);
      }
    },

    async forgotPassword(email) {
      const user = await users.findByEmail(email.trim());
      if (user === undefined) return;
      const token = await createEmailToken(db, user.id, 'reset', RESET_TTL_MINUTES * 60 * 1000);
      mail.send({
        to: user.email,
        ...passwordResetMail({
          brand: brand(),
          firstName: provenName(user),
          link: `${config.publicUrl}/reset-password?token=${token}`,
          validForMinutes: RESET_TTL_MINUTES,
        }),
      });
    },

    async resetPassword(token, newPassword) {
      assertPasswordLength(newPassword, 'new_password');
      // Hashed before the transaction, which would otherwise hold its locks for the hash's time.
      const passwordHash = await hashPassword(newPassword);
      const now = new Date();
      const done = await db.transaction(async (tx) => {
        const emailTokens = createEmailTokensRepository(tx);
        const userId = await emailTokens.consume('reset', hashSecretToken(token), now);
        if (userId === undefined) return false as const;
        await createUsersRepository(tx).update(userId, { passwordHash });
        await emailTokens.consumeAll(userId, 'reset', now);
        await createSessionsRepository(tx).revokeAllOfUser(userId, now);
        await tokenVersions.raise(userId, tx);
        return userId;
      });
      if (done === false) throw new AppError(400, messages.resetLinkInvalid);
      // Read again after the commit: a request in between may have cached the old version.
      tokenVersions.forget(done);
      const user = await users.findById(done);
      if (user !== undefined) {
        mail.send({
          to: user.email,
          ...passwordChangedMail({
            brand: brand(),
            firstName: provenName(user),
            changedAt: now,
            forgotPasswordLink: `${config.publicUrl}/forgot-password`,
          }),
        });
      }
    },

    async ensureAdmin(email, password) {
      const passwordHash = await hashPassword(password);
      const admin = { passwordHash, role: 'admin', isVerified: true } as const;
      const created = await users.insert({ email: email.trim(), ...admin });
      const found = created === undefined ? await users.findByEmail(email) : undefined;
      const user =
        created ?? (found === undefined ? undefined : await users.update(found.id, admin));
      if (user === undefined) throw new Error(`admin account ${email} neither created nor found`);
      await ticketsService.issueTicket(user.id);
      // The back-office's log says how an account became admin, also when no admin did it.
      if (created !== undefined) {
        await auditLog.record(
          null,
          'account.role',
          user.id,
          `Account ${user.email} creato come Amministratore all’avvio (FIERA_ADMIN_EMAIL)`,
        );
      } else if (found !== undefined && found.role !== 'admin') {
        await auditLog.record(
          null,
          'account.role',
          user.id,
          `Ruolo di ${user.email}: ${ROLE_NAMES[found.role]} → Amministratore all’avvio (FIERA_ADMIN_EMAIL)`,
        );
      }
      log.info({ userId: user.id }, 'admin account from FIERA_ADMIN_EMAIL ready');
    },
  };

  fastify.decorate('accountsService', service);
  await prepareDummyHash();

  const { adminEmail, adminPassword } = config;
  if (adminEmail !== undefined && adminPassword !== undefined) {
    await service.ensureAdmin(adminEmail, adminPassword);
  } else if (adminEmail !== undefined || adminPassword !== undefined) {
    log.warn('FIERA_ADMIN_EMAIL and FIERA_ADMIN_PASSWORD work together: set both or neither');
  }
}

export default fp(accountsPlugin, {
  name: 'accounts',
  dependencies: ['db', 'auth', 'mail', 'tickets', 'audit-log'],
});
