import { emailError } from '@startwise/flows/rules';
import { badRequest } from '../../platform/http/http-error.js';
import {
  type AccountServiceDeps,
  assertValid,
  emailedCodes,
  MESSAGES,
  passwordCheck,
  signInFlows,
} from '../accounts/index.js';
import { findStaffByEmail, publicStaff } from './staff-members.js';

/**
 * Staff sign in with a password and, every time, a code mailed to them: the customers' flows (emailed codes,
 * sessions), run on the staff tables, keys and rate limits (STAFF_LIMITS: per network, and a per-account lockout)
 * that `deps` carries.
 */
export function staffSignInFlows(deps: AccountServiceDeps) {
  const { db, sessions, limiter, limits } = deps;
  const { sendCodeForLogin, withCode } = emailedCodes(deps);
  const checkPassword = passwordCheck(deps);
  const { refresh, logout } = signInFlows(deps);

  /** A deactivated member is refused like an unknown email. */
  const activeMember = async (email: string) => {
    const member = await findStaffByEmail(db, email);
    return member && !member.deactivatedAt ? member : undefined;
  };

  return {
    refresh,
    logout,

    /** A right password mails a sign-in code; anything else is the same 401. */
    async login(input: { email: string; password: string }, ip: string) {
      const member = await checkPassword(input, ip, activeMember, (email) => email);
      await sendCodeForLogin(member, 'two-factor-login');
      return { email: member.email };
    },

    /** The emailed code: a right one starts a staff session. */
    async verifyCode(input: { email: string; otp: string }, ip: string) {
      assertValid({ email: emailError(input.email) });
      await limiter.consume(limits.codeChecksPerIp, ip);
      const member = await activeMember(input.email);
      if (!member) throw badRequest(MESSAGES.invalidCode);
      const tokens = await withCode(member.id, 'two-factor-login', input.otp, (tx) => sessions.start(tx, member.id));
      return { ...tokens, staff: publicStaff(member) };
    },
  };
}
