import { Button, useToast } from '@startwise/ui';
import { failureText } from '../../forms/errors';
import { useReconcile } from './queries';

export const RECONCILE_LABEL = 'Check with Razorpay';

/**
 * Asks Razorpay now about one transaction's payment and refunds, and records what changed (a payment it captured,
 * a refund it processed or refused). Says what the transaction is afterwards.
 */
export function ReconcileButton({
  transactionId,
  variant = 'secondary',
}: {
  transactionId: string;
  variant?: 'secondary' | 'ghost';
}) {
  const toast = useToast();
  const reconcile = useReconcile();
  return (
    <Button
      variant={variant}
      loading={reconcile.isPending}
      onClick={() =>
        reconcile.mutate(transactionId, {
          onSuccess: (transaction) => toast.success(`Checked with Razorpay: the payment is ${transaction.status}`),
          onError: (error) => toast.error(failureText(error) ?? 'Failed to check with Razorpay'),
        })
      }
    >
      {RECONCILE_LABEL}
    </Button>
  );
}
