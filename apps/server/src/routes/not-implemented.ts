import { AppError, messages } from '../errors';

/**
 * THE place for operations of the contract that later issues implement. Each answers 501 until
 * its issue moves it to a real handler: remove its line here when you do.
 */
async function notImplemented(): Promise<never> {
  throw new AppError(501, messages.notImplemented);
}

export const notImplementedHandlers = {
  login: notImplemented,
  refreshToken: notImplemented,
  register: notImplemented,
  verifyEmail: notImplemented,
  resendVerification: notImplemented,
  forgotPassword: notImplemented,
  resetPassword: notImplemented,
  logout: notImplemented,
  getCurrentUser: notImplemented,
  exportCurrentUser: notImplemented,
  updateUser: notImplemented,
  deleteUser: notImplemented,
  validateTicket: notImplemented,
  getTicketPublicKey: notImplemented,
  getCheckinStats: notImplemented,
  listMatches: notImplemented,
  getNewMatch: notImplemented,
  acceptMatch: notImplemented,
  rejectMatch: notImplemented,
  updateMatchStatus: notImplemented,
};
