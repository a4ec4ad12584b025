// The back office's refund form (docs/backoffice.md "Payments"): an admin types rupees, the server takes integer
// paise. These rules turn the typed amount into paise without floating point and check it against what the
// transaction can still refund, so the form says what is wrong before anything is sent. The server checks again.

/** Razorpay's smallest refund, as the contract's RefundRequest says: ₹1. */
export const MIN_REFUND_PAISE = 100;
export const REFUND_REASON_MAX_LENGTH = 500;

export const REFUND_AMOUNT_REQUIRED = 'Enter the amount to refund';
export const REFUND_AMOUNT_INVALID = 'Enter the amount in rupees, e.g. 5000 or 5000.50';
export const REFUND_AMOUNT_TOO_SMALL = 'A refund must be at least ₹1';
export const REFUND_REASON_REQUIRED = 'Give a reason for the refund';
export const NOTHING_TO_REFUND = 'Nothing is left to refund on this payment';
export const refundAmountTooLarge = (refundable: string) => `At most ${refundable} can be refunded`;

/** Rupees as typed ('5,000', '₹ 4999.5', '12.50'): whole rupees and at most two decimals. */
const RUPEES = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Integer paise for typed rupees, or undefined when it is not an amount. Never goes through a float. */
export function rupeesToPaise(typed: string): number | undefined {
  const match = RUPEES.exec(typed.replace(/[₹,\s]/g, ''));
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : undefined;
}

/** How the form pre-fills an amount of paise: '14999' for whole rupees, '14999.50' otherwise. */
export const paiseToRupeesInput = (paise: number): string =>
  paise % 100 === 0 ? String(paise / 100) : `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

export interface RefundFormInput {
  amount: string;
  reason: string;
  instant: boolean;
}

export interface RefundRequestBody {
  amountPaise: number;
  reason: string;
  speed: 'normal' | 'optimum';
}

export type RefundFormCheck =
  | { ok: true; body: RefundRequestBody }
  | { ok: false; errors: Partial<Record<'amount' | 'reason', string>> };

/**
 * The request body for what the admin typed, or what to fix. `refundablePaise` is the transaction's; `money`
 * writes paise for the message (the app's formatter). An instant refund is Razorpay's `optimum` speed.
 */
export function checkRefundForm(
  input: RefundFormInput,
  refundablePaise: number,
  money: (paise: number) => string,
): RefundFormCheck {
  const errors: Partial<Record<'amount' | 'reason', string>> = {};
  const amountPaise = rupeesToPaise(input.amount);
  if (refundablePaise < MIN_REFUND_PAISE) errors.amount = NOTHING_TO_REFUND;
  else if (input.amount.trim() === '') errors.amount = REFUND_AMOUNT_REQUIRED;
  else if (amountPaise === undefined) errors.amount = REFUND_AMOUNT_INVALID;
  else if (amountPaise < MIN_REFUND_PAISE) errors.amount = REFUND_AMOUNT_TOO_SMALL;
  else if (amountPaise > refundablePaise) errors.amount = refundAmountTooLarge(money(refundablePaise));
  const reason = input.reason.trim();
  if (reason === '') errors.reason = REFUND_REASON_REQUIRED;
  if (errors.amount || errors.reason || amountPaise === undefined) return { ok: false, errors };
  return { ok: true, body: { amountPaise, reason, speed: input.instant ? 'optimum' : 'normal' } };
}
