import type { RefundAnswer } from '@startwise/api-client';
import { MIN_REFUND_PAISE, paymentMethodWord } from '@startwise/flows/rules';
import { formatPaise } from '@startwise/format';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Alert, Button, DescriptionList, Link, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { TransactionStatusBadge } from '../../format/statuses';
import { DetailLayout } from '../../layout/DetailLayout';
import { DetailFailed, DetailLoading } from '../../layout/DetailStates';
import { Section } from '../../layout/Section';
import { CustomerSection } from '../submission/DetailsSections';
import { type AdminTransaction, transactionQuery } from './queries';
import { ReconcileButton } from './ReconcileButton';
import { RefundDialog, refundOutcomeText } from './RefundDialog';
import { RefundsSection } from './RefundsSection';

const BACK = { href: paths.transactions, label: 'Back to payments' };

const none = (
  <Text as="span" tone="muted">
    —
  </Text>
);

function PaymentSection({ transaction }: { transaction: AdminTransaction }) {
  return (
    <Section title="Payment">
      <DescriptionList
        items={[
          {
            term: 'Status',
            value: <TransactionStatusBadge status={transaction.status} refundedPaise={transaction.refundedPaise} />,
          },
          { term: 'Paid', value: formatPaise(transaction.amountPaise) },
          { term: 'Refunded', value: formatPaise(transaction.refundedPaise) },
          { term: 'Refundable', value: formatPaise(transaction.refundablePaise) },
          { term: 'Method', value: paymentMethodWord(transaction.paymentMethod) },
          { term: 'Razorpay order id', value: transaction.razorpayOrderId },
          { term: 'Razorpay payment id', value: transaction.razorpayPaymentId ?? none },
          { term: 'Invoice number', value: transaction.invoiceNumber ?? none },
          { term: 'Made', value: formatDayAndTime(transaction.createdAt) },
          ...(transaction.failureReason ? [{ term: 'Failure reason', value: transaction.failureReason }] : []),
        ]}
      />
    </Section>
  );
}

function ServiceSection({ transaction }: { transaction: AdminTransaction }) {
  return (
    <Section title="Service">
      <DescriptionList
        layout="stacked"
        items={[
          { term: 'Service', value: transaction.notes.serviceName },
          {
            term: 'Submission',
            value: <Link href={paths.submission(transaction.submissionId)}>Open the submission in the queue</Link>,
          },
        ]}
      />
    </Section>
  );
}

/**
 * /backoffice/transactions/:id (admins): one payment, what was refunded of it and what may still be, its refunds
 * with their credit notes, a check with Razorpay, and the refund form.
 */
export function TransactionPage() {
  const id = useParams().id ?? '';
  const { data: transaction, error, isPending, refetch } = useQuery(transactionQuery(id));
  const [refunding, setRefunding] = useState(false);
  const [outcome, setOutcome] = useState<RefundAnswer | null>(null);

  if (isPending) return <DetailLoading title="Transaction" label="Loading the transaction" />;
  if (error) {
    return <DetailFailed error={error} retry={refetch} noun="Transaction" back={BACK} />;
  }

  const customerName = transaction.customer?.fullName ?? 'A removed customer';
  const refundable = transaction.refundablePaise >= MIN_REFUND_PAISE;
  const onRefunded = (answer: RefundAnswer) => {
    setRefunding(false);
    // Said in the page (a status or, for an unconfirmed refund, an alert), where it stays: not a passing toast.
    setOutcome(answer);
  };

  return (
    <>
      <DetailLayout
        documentTitle={`Payment: ${customerName}`}
        back={BACK}
        eyebrow={customerName}
        title={`${formatPaise(transaction.amountPaise)} for ${transaction.notes.serviceName}`}
        description={`Transaction ${transaction.id}`}
        badges={
          <>
            <TransactionStatusBadge status={transaction.status} refundedPaise={transaction.refundedPaise} />
            {refundable ? <Button onClick={() => setRefunding(true)}>Refund</Button> : null}
            <ReconcileButton transactionId={transaction.id} />
          </>
        }
        notice={
          outcome ? (
            <Alert tone={outcome.outcome === 'unconfirmed' ? 'caution' : 'positive'} title="Refund">
              {refundOutcomeText(outcome)}
            </Alert>
          ) : null
        }
        main={<PaymentSection transaction={transaction} />}
        aside={
          <>
            {transaction.customer ? <CustomerSection customer={transaction.customer} /> : null}
            <ServiceSection transaction={transaction} />
          </>
        }
        below={<RefundsSection transactionId={transaction.id} refunds={transaction.refunds} />}
      />
      {refunding ? (
        <RefundDialog transaction={transaction} onClose={() => setRefunding(false)} onRefunded={onRefunded} />
      ) : null}
    </>
  );
}
