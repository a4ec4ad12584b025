import { paymentStatusWord } from '@startwise/flows/rules';
import { Badge } from '@startwise/ui';

export interface PaymentStatusBadgeProps {
  status: string | null | undefined;
  /** The transaction's `refundedAmount`: a completed payment with some of it refunded shows as partly refunded. */
  refundedAmount?: number | null;
}

/** A payment's status as the customer reads it everywhere: the flows' status words ('Paid', 'Awaiting payment'). */
export function PaymentStatusBadge({ status, refundedAmount }: PaymentStatusBadgeProps) {
  const word = paymentStatusWord(status, refundedAmount);
  return <Badge tone={word.tone}>{word.label}</Badge>;
}
