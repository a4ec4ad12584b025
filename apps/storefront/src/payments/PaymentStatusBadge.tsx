import { paymentBadge } from '@startwise/flows/rules';
import { Badge } from '@startwise/ui';

/** A payment's status as the customer reads it everywhere: label and tone from the flows' badge rule. */
export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  const badge = paymentBadge(status);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
