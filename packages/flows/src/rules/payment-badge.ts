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

/** Unknown statuses show their raw value; a missing one shows 'Unknown'. */
export function paymentBadge(status: string | undefined | null): PaymentBadge {
  const value = (status ?? '').trim();
  if (value === '') return { label: 'Unknown', tone: 'neutral' };
  return KNOWN[value.toLowerCase()] ?? { label: value, tone: 'neutral' };
}
