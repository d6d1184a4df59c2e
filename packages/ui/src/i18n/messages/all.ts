import { createTranslator } from '../translator';
import { login } from './login';
import { register } from './register';
import { thankYou } from './thank-you';
import { forgotPassword } from './forgot-password';
import { resetPassword } from './reset-password';
import { verifyEmail } from './verify-email';
import { events } from './events';
import { home } from './home';
import { profile } from './profile';
import { nav } from './nav';
import { map } from './map';
import { vendors } from './vendors';
import { vendorDetail } from './vendor-detail';
import { matches } from './matches';
import { validate } from './validate';
import { privacyNotice } from './privacy-notice';
import { statusPage } from './status-page';
import { adminBranding } from './admin-branding';
import { adminGate } from './admin-gate';
import { adminExports } from './admin-exports';
import { adminAudit } from './admin-audit';
import { admin } from './admin';
import { adminCatalogue } from './admin-catalogue';
import { adminAccounts } from './admin-accounts';

/**
 * The whole catalogue, for tests and stories only (a lint rule keeps it out of the app): the
 * app's screens import their own module, so each screen's texts travel in its own chunk.
 */
const { messages, t, useT } = createTranslator({
  nav,
  login,
  register,
  thankYou,
  forgotPassword,
  resetPassword,
  verifyEmail,
  events,
  home,
  profile,
  map,
  vendors,
  vendorDetail,
  matches,
  validate,
  privacyNotice,
  statusPage,
  adminBranding,
  adminGate,
  adminExports,
  adminAudit,
  admin,
  adminCatalogue,
  adminAccounts,
});

type Messages = typeof messages;

export { messages, t, useT };
export type { Messages };
