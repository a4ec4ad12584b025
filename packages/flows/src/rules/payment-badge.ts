// Spec 4 "Payment badge". The tone names the meaning; the design system maps it to colours.
export type BadgeTone = 'positive' | 'critical' | 'caution' | 'info' | 'neutral';

export interface PaymentBadge {
  label: string;
  tone: BadgeTone;
}

const KNOWN: Record<string, PaymentBadge> = {
  paid: { label: 'Completed', tone: 'positive' },
  successful: { label: 'Completed', tone: 'positive' },
  failed: { label: 'failed', tone: 'critical' },
  pending: { label: 'pending', tone: 'caution' },
  refunded: { label: 'refunded', tone: 'info' },
  cancelled: { label: 'cancelled', tone: 'neutral' },
};

/** A completed payment of which some (not all) was given back: the sale and its invoice stand. */
export const PARTLY_REFUNDED_BADGE: PaymentBadge = { label: 'partly refunded', tone: 'info' };

/**
 * Unknown statuses show their raw value; a missing one shows 'Unknown'. A completed payment with `refundedAmount`
 * above 0 (the transaction's, in rupees) shows as partly refunded.
 */
export function paymentBadge(status: string | undefined | null, refundedAmount?: number | null): PaymentBadge {
  const value = (status ?? '').trim();
  if (value === '') return { label: 'Unknown', tone: 'neutral' };
  const known = KNOWN[value.toLowerCase()];
  if (known?.label === 'Completed' && (refundedAmount ?? 0) > 0) return PARTLY_REFUNDED_BADGE;
  return known ?? { label: value, tone: 'neutral' };
}
