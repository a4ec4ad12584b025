import type { Instrument } from '@startwise/api/razorpay';
import { invalidInput } from './sandbox-error.js';

/** Razorpay's error fields of a failed payment. */
export interface PaymentFailure {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
}

export type PaymentOutcome = { captured: true } | { captured: false; error: PaymentFailure };

const declined = (reason: string, description: string, source = 'bank') => ({
  captured: false as const,
  error: { code: 'BAD_REQUEST_ERROR', description, source, step: 'payment_authorization', reason },
});

/** Razorpay's published test instruments (https://razorpay.com/docs/payments/payments/test-card-details/). */
const CARDS: Record<string, PaymentOutcome> = {
  '4100280000001007': { captured: true },
  '5500670000001002': { captured: true },
  '4100280000060003': declined(
    'card_declined',
    'Your payment has been declined by the bank. Please try another card or payment method.',
  ),
  '4100280000080001': declined(
    'insufficient_funds',
    'Your payment could not be completed due to insufficient account balance. Try another card.',
  ),
};

const UPI: Record<string, PaymentOutcome> = {
  'success@razorpay': { captured: true },
  'failure@razorpay': declined(
    'payment_failed',
    'Payment was unsuccessful as the UPI request was declined. Try again.',
    'customer',
  ),
};

/** The outcome of paying with a test instrument; anything else is refused like Razorpay refuses bad input. */
export function outcomeOf(instrument: Instrument): PaymentOutcome {
  if (instrument.method === 'card') {
    const outcome = CARDS[instrument.cardNumber.replace(/[\s-]/g, '')];
    if (!outcome) throw invalidInput('card[number]', 'The sandbox accepts only Razorpay test card numbers.');
    return outcome;
  }
  const outcome = UPI[instrument.vpa.trim().toLowerCase()];
  if (!outcome) throw invalidInput('vpa', 'Use success@razorpay or failure@razorpay in the sandbox.');
  return outcome;
}
