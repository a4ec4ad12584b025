import type { Schemas } from '@startwise/api-client';
import { paymentMethodWord } from '@startwise/flows/rules';
import { formatRupees } from '@startwise/format';
import { formatDayAndTime } from '@startwise/format/customer-dates';
import { Dialog, Inline } from '@startwise/ui';
import { CreditNoteButtons } from '../../payments/CreditNoteButtons';
import { formatAmount } from '../../payments/formatAmount';
import { PaymentStatusBadge } from '../../payments/PaymentStatusBadge';
import { DetailList } from '../submissions/DetailList';

export interface TransactionDetailsDialogProps {
  /** The transaction to show; null keeps the dialog closed. */
  transaction: Schemas['Transaction'] | null;
  onClose: () => void;
}

/** A transaction's details (from the submission page and Payment Transactions). */
export function TransactionDetailsDialog({ transaction, onClose }: TransactionDetailsDialogProps) {
  return (
    <Dialog
      isOpen={transaction !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Transaction Details"
    >
      {transaction ? (
        <DetailList
          items={[
            { term: 'Transaction ID', value: transaction._id },
            { term: 'Service', value: transaction.notes.serviceName || 'Service' },
            { term: 'Amount', value: formatRupees(transaction.amount) },
            { term: 'Currency', value: transaction.currency },
            {
              term: 'Payment Status',
              value: <PaymentStatusBadge status={transaction.status} refundedAmount={transaction.refundedAmount} />,
            },
            { term: 'Payment Method', value: paymentMethodWord(transaction.paymentMethod) },
            { term: 'Date', value: formatDayAndTime(transaction.createdAt) },
            { term: 'Order ID', value: transaction.razorpayOrderId },
            { term: 'Payment ID', value: transaction.razorpayPaymentId || '-' },
            ...(transaction.invoiceNumber ? [{ term: 'Invoice Number', value: transaction.invoiceNumber }] : []),
            ...(transaction.failureReason ? [{ term: 'Failure Reason', value: transaction.failureReason }] : []),
            ...(transaction.refundedAmount > 0
              ? [{ term: 'Refunded', value: formatAmount(transaction.refundedAmount) }]
              : []),
            ...(transaction.creditNotes.length > 0
              ? [
                  {
                    term: 'Credit Notes',
                    value: (
                      <Inline space="small">
                        <CreditNoteButtons creditNotes={transaction.creditNotes} named />
                      </Inline>
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </Dialog>
  );
}
