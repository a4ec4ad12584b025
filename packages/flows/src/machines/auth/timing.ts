// Spec 9: resend cooldown 30 s; two-factor code lifetime 5 minutes (countdown from 300 s).
export const RESEND_COOLDOWN_MS = 30_000;
export const TWO_FACTOR_LIFETIME_MS = 300_000;
