import type { BadgeTone } from './payment-badge.js';

/**
 * The one vocabulary of status words that customers and staff read: sentence case, plain language, never an enum
 * value. The storefront, the back office and the mails all take their words from here, so the same state reads
 * the same everywhere. Tones name the meaning (the kit maps them to colours): finished work is positive, work
 * that waits on the customer is caution, work in our hands is info, and money given back is neutral.
 */
export interface StatusWord {
  label: string;
  tone: BadgeTone;
}

const word = (label: string, tone: BadgeTone): StatusWord => ({ label, tone });

/** Shown for a value this vocabulary does not know: never the raw value itself. */
export const UNKNOWN_STATUS: StatusWord = word('Unknown', 'neutral');

const ORDER_WORDS = {
  awaitingPayment: word('Awaiting payment', 'caution'),
  paymentFailed: word('Payment failed', 'critical'),
  paymentCancelled: word('Payment cancelled', 'neutral'),
  queued: word('Paid — in the queue', 'info'),
  inProgress: word('In progress', 'info'),
  waitingForDocuments: word('Waiting for your documents', 'caution'),
  completed: word('Completed', 'positive'),
  rejected: word('Rejected', 'critical'),
  refunded: word('Refunded', 'neutral'),
} as const;

export type OrderStage = keyof typeof ORDER_WORDS;

/** What the customer's order is waiting on, as a submission and its payment describe it. */
export interface OrderState {
  /** The submission's work status: pending, processing, completed or rejected. */
  status: string;
  /** The submission's payment status: pending, paid, failed, refunded or cancelled. */
  paymentStatus: string;
  /** True while staff wait on documents the customer has been asked for. */
  waitingForDocuments?: boolean;
}

/**
 * The one stage an order is in: a rejection first (its reason is the story; the payment badge says it was
 * refunded), then money given back in full, then the work's progress. A partial refund is the payment's word
 * (`paymentStatusWord`), not the order's: the work goes on.
 */
export function orderStage(order: OrderState): OrderStage | undefined {
  const payment = order.paymentStatus.toLowerCase();
  const status = order.status.toLowerCase();
  if (status === 'rejected') return 'rejected';
  if (payment === 'refunded') return 'refunded';
  if (status === 'completed') return 'completed';
  if (payment === 'failed') return 'paymentFailed';
  if (payment === 'cancelled') return 'paymentCancelled';
  if (payment === 'pending') return 'awaitingPayment';
  if (payment !== 'paid') return undefined;
  if (order.waitingForDocuments) return 'waitingForDocuments';
  if (status === 'processing') return 'inProgress';
  if (status === 'pending') return 'queued';
  return undefined;
}

/** The words for an order as its customer follows it (storefront lists, tracking, mails). */
export function orderStatusWord(order: OrderState): StatusWord {
  const stage = orderStage(order);
  return stage ? ORDER_WORDS[stage] : UNKNOWN_STATUS;
}

const WORK_WORDS: Record<string, StatusWord> = {
  pending: word('Not started', 'caution'),
  processing: word('In progress', 'info'),
  completed: word('Completed', 'positive'),
  rejected: word('Rejected', 'critical'),
};

/** The work status alone, as staff move it (the back office's status menu and queue). */
export function workStatusWord(status: string | null | undefined): StatusWord {
  return WORK_WORDS[(status ?? '').toLowerCase()] ?? UNKNOWN_STATUS;
}

const PARTLY_REFUNDED = word('Partly refunded', 'neutral');

const PAYMENT_WORDS: Record<string, StatusWord> = {
  pending: word('Awaiting payment', 'caution'),
  paid: word('Paid', 'positive'),
  successful: word('Paid', 'positive'),
  failed: word('Failed', 'critical'),
  refunded: word('Refunded', 'neutral'),
  'partly-refunded': PARTLY_REFUNDED,
  cancelled: word('Cancelled', 'neutral'),
};

/**
 * A payment (a transaction, or a submission's payment status) in words. A paid payment with some of it given back
 * (`refunded` above 0, in any unit) reads "Partly refunded": the sale and its invoice stand.
 */
export function paymentStatusWord(status: string | null | undefined, refunded?: number | null): StatusWord {
  const key = (status ?? '').toLowerCase();
  if ((key === 'paid' || key === 'successful') && (refunded ?? 0) > 0) return PARTLY_REFUNDED;
  return PAYMENT_WORDS[key] ?? UNKNOWN_STATUS;
}

const REFUND_WORDS: Record<string, StatusWord> = {
  requested: word('Requested', 'caution'),
  pending: word('Being processed', 'info'),
  processed: word('Refunded', 'neutral'),
  failed: word('Failed', 'critical'),
};

/** A refund's progress at Razorpay. */
export function refundStatusWord(status: string | null | undefined): StatusWord {
  return REFUND_WORDS[(status ?? '').toLowerCase()] ?? UNKNOWN_STATUS;
}

const THREAD_WORDS: Record<string, StatusWord> = {
  open: word('Open', 'caution'),
  closed: word('Closed', 'neutral'),
  answered: word('Answered', 'positive'),
  subscribed: word('Subscribed', 'positive'),
  unsubscribed: word('Unsubscribed', 'neutral'),
};

/** Inbox messages, document requests and newsletter subscriptions. */
export function conversationStatusWord(status: string | null | undefined): StatusWord {
  return THREAD_WORDS[(status ?? '').toLowerCase()] ?? UNKNOWN_STATUS;
}

const METHOD_WORDS: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  cardless_emi: 'Cardless EMI',
  paylater: 'Pay later',
  bank_transfer: 'Bank transfer',
};

/** Razorpay's payment method names as people say them; "Not specified" when none was recorded. */
export function paymentMethodWord(method: string | null | undefined): string {
  const key = (method ?? '').toLowerCase();
  if (key === '') return 'Not specified';
  return METHOD_WORDS[key] ?? 'Other';
}
