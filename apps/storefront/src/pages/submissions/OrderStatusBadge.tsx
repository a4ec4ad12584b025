import { orderStatusWord } from '@startwise/flows/rules';
import { Badge } from '@startwise/ui';

export interface OrderStatusBadgeProps {
  /** The submission's work status. */
  status: string;
  paymentStatus: string;
}

/**
 * Where the customer's order stands, in one plain phrase from the flows' vocabulary ('Paid — in the queue',
 * 'In progress', 'Completed'): never an enum value, and paid work is never shown in a waiting colour.
 */
export function OrderStatusBadge({ status, paymentStatus }: OrderStatusBadgeProps) {
  const word = orderStatusWord({ status, paymentStatus });
  return <Badge tone={word.tone}>{word.label}</Badge>;
}
