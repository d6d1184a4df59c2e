import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device that logged in to an account before carries this cookie (httpOnly, on the login path
 * only). Its attempts at that account are counted apart from everybody else's, so a stranger
 * failing on a staff member's address slows down strangers, not the staff member's own phone.
 * The approach of OWASP's "Slow Down Online Guessing Attacks with Device Cookies".
 */
export const DEVICE_COOKIE = 'fiera_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface DeviceCookies {
  /** A new cookie value for a device that just logged in to this account. */
  issue(email: string): string;
  /** The device's id when the cookie was issued for this account; otherwise undefined. */
  deviceOf(cookie: string | undefined, email: string): string | undefined;
}

const normalised = (email: string) => email.trim().toLowerCase();

/** `secret`: a server secret (the access-token key); the cookie's MAC is keyed from it. */
export function createDeviceCookies(secret: string): DeviceCookies {
  const key = createHash('sha256').update('fiera device cookie\u0000').update(secret).digest();
  // The account is inside the MAC, not in the cookie: the cookie does not say whose it is.
  const mac = (email: string, device: string) =>
    createHmac('sha256', key).update(normalised(email)).update('\u0000').update(device).digest();

  return {
    issue(email) {
      const device = randomBytes(16).toString('base64url');
      return `${device}.${mac(email, device).toString('base64url')}`;
    },

    deviceOf(cookie, email) {
      if (cookie === undefined || cookie.length > 200) return undefined;
      const [device, signature, ...rest] = cookie.split('.');
      if (device === undefined || signature === undefined || rest.length > 0) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(email, device);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? device
        : undefined;
    },
  };
}
