import { paymentBadge } from '@startwise/flows/rules';
import { Badge } from '@startwise/ui';

export interface PaymentStatusBadgeProps {
  status: string | null | undefined;
  /** The transaction's `refundedAmount`: a completed payment with some of it refunded shows as partly refunded. */
  refundedAmount?: number | null;
}

/** A payment's status as the customer reads it everywhere: label and tone from the flows' badge rule. */
export function PaymentStatusBadge({ status, refundedAmount }: PaymentStatusBadgeProps) {
  const badge = paymentBadge(status, refundedAmount);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
