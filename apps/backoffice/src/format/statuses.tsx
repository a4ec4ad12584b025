import { PARTLY_REFUNDED_BADGE, paymentBadge } from '@startwise/flows/rules';
import { Badge, type BadgeTone } from '@startwise/ui';

// Statuses as staff read them: the raw value (staff speak the data's language), coloured like the storefront's.

const SUBMISSION_TONES: Record<string, BadgeTone> = {
  pending: 'caution',
  processing: 'info',
  completed: 'positive',
  rejected: 'critical',
};

export function SubmissionStatusBadge({ status }: { status: string }) {
  return <Badge tone={SUBMISSION_TONES[status] ?? 'neutral'}>{status || 'unknown'}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={paymentBadge(status).tone}>{status || 'unknown'}</Badge>;
}

/** An overdue flag: in words, so it does not rely on colour. */
export function OverdueBadge() {
  return <Badge tone="critical">Overdue</Badge>;
}

/**
 * A transaction's status; a successful one with money given back reads "partly refunded" (the sale and its invoice
 * stand, less the credit notes).
 */
export function TransactionStatusBadge({ status, refundedPaise }: { status: string; refundedPaise: number }) {
  const badge = paymentBadge(status, refundedPaise);
  return <Badge tone={badge.tone}>{badge === PARTLY_REFUNDED_BADGE ? badge.label : status || 'unknown'}</Badge>;
}

const REFUND_TONES: Record<string, BadgeTone> = {
  requested: 'caution',
  pending: 'caution',
  processed: 'positive',
  failed: 'critical',
};

export function RefundStatusBadge({ status }: { status: string }) {
  return <Badge tone={REFUND_TONES[status] ?? 'neutral'}>{status || 'unknown'}</Badge>;
}
