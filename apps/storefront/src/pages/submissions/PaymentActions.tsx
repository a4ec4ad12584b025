import type { Schemas } from '@startwise/api-client';
import { refundNotice, SUBMISSION_ACTION_LABELS, submissionActions } from '@startwise/flows/rules';
import { Alert, Button, ButtonLink, Inline, Stack, useToast } from '@startwise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { ACCOUNT_QUERY_KEY } from '../../auth/account-queries';
import { CreditNoteButtons } from '../../payments/CreditNoteButtons';
import { formatAmount } from '../../payments/formatAmount';
import { InvoiceButton } from '../../payments/InvoiceButton';
import { CancelPaymentDialog } from '../payment/CancelPaymentDialog';
import { TransactionDetailsDialog } from '../transactions/TransactionDetailsDialog';

/**
 * Spec 4 "Submission details actions", chosen by flows' submissionActions: Proceed or Retry (to the payment page)
 * and Cancel Payment (with its confirmation); Start New Payment after a cancellation; View Transaction and
 * Download Invoice once paid. A refund (in full or in part) is told with its amount, and each refund's credit
 * note is downloaded beside the invoice.
 */
export function PaymentActions({
  submission,
  announced = false,
}: {
  submission: Schemas['Submission'];
  /** The page already announced this payment's outcome: its state message is not repeated. */
  announced?: boolean;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [showTransaction, setShowTransaction] = useState(false);
  const transaction = submission.transaction;
  const { message, actions } = submissionActions({
    paymentStatus: submission.paymentStatus,
    transactionStatus: transaction?.status,
  });
  const paymentPath = `/payment/${submission._id}`;
  const refunded = transaction ? refundNotice(transaction, formatAmount) : undefined;

  const cancel = useMutation({
    mutationFn: (transactionId: string) =>
      api.post('/payment/cancel/{id}', {
        params: { path: { id: transactionId } },
        fallbackMessage: 'Failed to cancel payment',
      }),
    onSuccess: async () => {
      toast.success('Payment has been cancelled successfully');
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
    },
  });

  // A payment that was never started has no session to cancel: only Proceed is offered then.
  const offered = actions.filter((action) => action !== 'cancel' || transaction);
  if (!message && offered.length === 0) return null;

  return (
    <Stack space="medium">
      {message && !announced ? (
        <Alert tone={actions.includes('startNew') ? 'info' : 'positive'}>{message}</Alert>
      ) : null}
      {refunded ? <Alert tone="info">{refunded}</Alert> : null}
      <Inline space="small">
        {offered.map((action) => {
          switch (action) {
            case 'proceed':
            case 'retry':
            case 'startNew':
              return (
                <ButtonLink key={action} href={paymentPath}>
                  {SUBMISSION_ACTION_LABELS[action]}
                </ButtonLink>
              );
            case 'cancel':
              return (
                <Button key={action} variant="secondary" onClick={() => setConfirming(true)}>
                  {SUBMISSION_ACTION_LABELS.cancel}
                </Button>
              );
            case 'viewTransaction':
              return (
                <Button key={action} variant="secondary" onClick={() => setShowTransaction(true)}>
                  {SUBMISSION_ACTION_LABELS.viewTransaction}
                </Button>
              );
            case 'downloadInvoice':
              return transaction ? (
                <Inline key={action} space="small">
                  <InvoiceButton transactionId={transaction._id} label={SUBMISSION_ACTION_LABELS.downloadInvoice} />
                  <CreditNoteButtons creditNotes={transaction.creditNotes} />
                </Inline>
              ) : null;
            default:
              return null;
          }
        })}
      </Inline>
      <CancelPaymentDialog
        isOpen={confirming}
        onGoBack={() => {
          setConfirming(false);
          cancel.reset();
        }}
        onConfirm={() => transaction && cancel.mutate(transaction._id)}
        isCancelling={cancel.isPending}
        error={cancel.error?.message}
      />
      <TransactionDetailsDialog
        transaction={showTransaction ? (transaction ?? null) : null}
        onClose={() => setShowTransaction(false)}
      />
    </Stack>
  );
}
