import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError, messages, notices } from '../errors';
import { REFRESH_TOKEN_TTL_SECONDS, type Session } from '../plugins/app/accounts/index';
import {
  createDeviceCookies,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
} from '../plugins/app/login-throttle/device-cookies';
import type { OperationHandlers, Schemas } from './types';
import { clientAddressKey } from './client-address';

export const REFRESH_COOKIE = 'fiera_refresh';

export function refreshCookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    // Sent to the auth routes only: no other request carries the long-lived credential.
    path: '/api/auth',
    secure: config.publicUrl.startsWith('https:'),
  } as const;
}

type AuthOperation =
  | 'register'
  | 'verifyEmail'
  | 'resendVerification'
  | 'login'
  | 'refreshToken'
  | 'logout'
  | 'forgotPassword'
  | 'resetPassword';

export function authHandlers(fastify: FastifyInstance): OperationHandlers<AuthOperation> {
  const { accountsService, config, loginThrottle } = fastify;
  const cookieOptions = refreshCookieOptions(config);
  const publicOrigin = new URL(config.publicUrl).origin;
  const deviceCookies = createDeviceCookies(config.tokenPrivateKeyPem);

  function answerSession(reply: FastifyReply, session: Session): Schemas['TokenResponse'] {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      ...cookieOptions,
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    });
    // Tokens must never sit in a shared or browser cache.
    reply.header('cache-control', 'no-store');
    return { access_token: session.accessToken, token_type: 'bearer' };
  }

  /** The cookie plugin parses no cookies by itself (see plugins/external/cookie.ts). */
  function cookie(request: FastifyRequest, name: string): string | undefined {
    const header = request.headers.cookie;
    return header === undefined ? undefined : fastify.parseCookie(header)[name];
  }

  const refreshCookie = (request: FastifyRequest) => cookie(request, REFRESH_COOKIE);

  function clearRefreshCookie(reply: FastifyReply): void {
    reply.clearCookie(REFRESH_COOKIE, cookieOptions);
  }

  /**
   * The SameSite=Strict cookie already stays home on cross-site requests; checking Origin too
   * covers older browsers. A missing Origin is accepted: some browsers omit it on same-origin
   * requests, and the cookie rule still applies to them.
   */
  function assertSameOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    // Sec-Fetch-Site is set by the browser itself: a page cannot fake it.
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && origin !== publicOrigin) || crossSite) {
      // The usual cause is the app opened at another address of the same server (127.0.0.1
      // instead of localhost): the answer says which one signs in.
      throw new AppError(403, `${messages.originNotAllowed} Apri l'app da ${publicOrigin}.`);
    }
  }

  return {
    async register(request, reply) {
      const body = request.body;
      await accountsService.register({
        email: body.email,
        password: body.password,
        privacyConsent: body.privacy_consent,
        firstName: body.first_name,
        lastName: body.last_name,
        phoneNumber: body.phone_number,
        employmentType: body.employment_type,
        companyName: body.company_name,
      });
      return reply.code(201).send({ message: notices.registered });
    },

    async verifyEmail(request) {
      await accountsService.verifyEmail(request.body.token);
      return { message: notices.verified };
    },

    async resendVerification(request) {
      await accountsService.resendVerification(request.body.email);
      return { message: notices.verificationResent };
    },

    async login(request, reply) {
      // A hostile page could otherwise post the login form and sign the visitor in to the
      // attacker's account, where what the visitor then types goes to the attacker.
      assertSameOrigin(request);
      const { username, password } = request.body;
      const device = deviceCookies.deviceOf(cookie(request, DEVICE_COOKIE), username);
      const attempt = await loginThrottle.begin(username, clientAddressKey(request.ip), device);
      let session: Session;
      try {
        session = await accountsService.login(username, password);
      } catch (error) {
        // A wrong password (or unknown address) stays counted; a right password on an
        // unverified account (403) or a failure of ours checked no guess.
        if (!(error instanceof AppError && error.statusCode === 401)) await attempt.wasNoGuess();
        throw error;
      }
      await attempt.succeeded();
      reply.setCookie(DEVICE_COOKIE, deviceCookies.issue(username), {
        ...cookieOptions,
        path: '/api/auth/login',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return answerSession(reply, session);
    },

    async refreshToken(request, reply) {
      assertSameOrigin(request);
      try {
        return answerSession(reply, await accountsService.refresh(refreshCookie(request)));
      } catch (error) {
        // A dead refresh token is of no further use to the browser.
        if (error instanceof AppError && error.statusCode === 401) clearRefreshCookie(reply);
        throw error;
      }
    },

    async logout(request, reply) {
      await accountsService.logout(refreshCookie(request), request.user?.userId);
      clearRefreshCookie(reply);
      return { message: notices.loggedOut };
    },

    async forgotPassword(request) {
      await accountsService.forgotPassword(request.body.email);
      return { message: notices.resetRequested };
    },

    async resetPassword(request) {
      await accountsService.resetPassword(request.body.token, request.body.new_password);
      return { message: notices.passwordReset };
    },
  };
}
