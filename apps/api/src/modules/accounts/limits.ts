import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.js';

/**
 * The accounts module's rate limits. Per-IP limits stop one client hammering many accounts; per-account limits
 * stop many clients hammering one account, but count FAILURES per account+IP pair (never all attempts per
 * account), so an attacker cannot lock the real customer out of signing in from their own network.
 */
export const LIMITS = {
  loginPerIp: {
    name: 'login-ip',
    limit: 30,
    windowSeconds: 15 * 60,
    message: 'Too many sign-in attempts from your network. Please try again later.',
  },
  loginFailuresPerAccountAndIp: {
    name: 'login-fail',
    limit: 10,
    windowSeconds: 15 * 60,
    message: 'Too many failed sign-in attempts. Please wait a while or reset your password.',
  },
  codeChecksPerIp: {
    name: 'code-ip',
    limit: 30,
    windowSeconds: 15 * 60,
    message: 'Too many code attempts. Please try again later.',
  },
  /** Register, resend, forgot-password, enable-2fa: calls that send mail. */
  mailPerIp: {
    name: 'mail-ip',
    limit: 20,
    windowSeconds: 60 * 60,
    message: 'Too many emails requested from your network. Please try again later.',
  },
  mailPerAccount: {
    name: 'mail-account',
    limit: 10,
    windowSeconds: 60 * 60,
    message: 'Too many emails sent to this address. Please try again later.',
  },
  passwordChecksPerAccount: {
    name: 'password-check',
    limit: 10,
    windowSeconds: 15 * 60,
    message: 'Too many wrong passwords. Please try again later.',
  },
  refreshPerIp: {
    name: 'refresh-ip',
    limit: 120,
    windowSeconds: 60,
    message: 'Too many requests. Please try again shortly.',
  },
} satisfies Record<string, RateLimitRule>;

/**
 * Staff sign-in limits (docs/backoffice.md), counted under names of their own so customers' traffic from an office's
 * one address never refuses its staff. Staff accounts are few and guarded harder than customers': wrong passwords
 * are counted per ACCOUNT from every address (a lockout), and each emailed code still dies at its 5th wrong try
 * (MAX_WRONG_TRIES in codes.ts).
 */
export const STAFF_LIMITS = {
  ...LIMITS,
  loginPerIp: {
    name: 'staff-login-ip',
    limit: 30,
    windowSeconds: 15 * 60,
    message: 'Too many staff sign-in attempts from your network. Please try again later.',
  },
  loginFailuresPerAccountAndIp: {
    name: 'staff-login-fail',
    limit: 10,
    windowSeconds: 15 * 60,
    message: 'Too many failed sign-in attempts on this account. Please wait 15 minutes or ask an admin.',
  },
  codeChecksPerIp: {
    name: 'staff-code-ip',
    limit: 30,
    windowSeconds: 15 * 60,
    message: 'Too many code attempts. Please try again later.',
  },
  refreshPerIp: { ...LIMITS.refreshPerIp, name: 'staff-refresh-ip' },
} satisfies Record<keyof typeof LIMITS, RateLimitRule>;

/** Spec 9: a new code may be requested 30 s after the last one was sent. */
export const RESEND_COOLDOWN_SECONDS = 30;

export type AccountLimits = typeof LIMITS;

/** The limits (the customers' unless given) times `scale` (RATE_LIMIT_SCALE, 1 in production). */
export function scaledLimits(scale: number, limits: AccountLimits = LIMITS): AccountLimits {
  if (scale === 1) return limits;
  return Object.fromEntries(
    Object.entries(limits).map(([key, rule]) => [key, { ...rule, limit: rule.limit * scale }]),
  ) as AccountLimits;
}
