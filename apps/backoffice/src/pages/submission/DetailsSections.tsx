import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { formatRupees } from '@startwise/format';
import { formatCalendarDate, formatDayAndTime } from '@startwise/format/staff-dates';
import { DescriptionList, Inline, Link, Text } from '@startwise/ui';
import { paths } from '../../app/paths';
import { OverdueBadge, PaymentStatusBadge, SubmissionStatusBadge } from '../../format/statuses';
import { Section } from '../../layout/Section';
import type { AdminSubmission } from './queries';

const none = (
  <Text as="span" tone="muted">
    —
  </Text>
);

/** Who applied, and how to reach them. */
export function CustomerSection({ customer }: { customer: AdminSubmission['customer'] }) {
  return (
    <Section title="Customer">
      <DescriptionList
        layout="stacked"
        items={[
          { term: 'Name', value: customer.fullName },
          // A long address wraps at its @ in a narrow column, never inside the name or the domain.
          {
            term: 'Email',
            value: (
              <Link href={`mailto:${customer.email}`}>
                {customer.email.split('@')[0]}
                <wbr />@{customer.email.split('@').slice(1).join('@')}
              </Link>
            ),
          },
          {
            term: 'Phone',
            value: customer.phone ? <Link href={`tel:${customer.phone}`}>{customer.phone}</Link> : none,
          },
        ]}
      />
    </Section>
  );
}

/**
 * The service, what was paid and how, the invoice, and when the work is due. Admins open the transaction from here
 * (to refund it); operators do not see payments.
 */
export function ServiceAndPaymentSection({ data }: { data: AdminSubmission }) {
  const { submission, overdue } = data;
  const transaction = submission.transaction;
  const admin = useStaffSession(staffSession.isAdmin);
  const transactionText = transaction ? `${transaction.status} · ${transaction.razorpayOrderId}` : undefined;
  return (
    <Section title="Service and payment">
      <DescriptionList
        items={[
          { term: 'Service', value: submission.service.title },
          { term: 'Status', value: <SubmissionStatusBadge status={submission.status} /> },
          { term: 'Price', value: formatRupees(submission.service.price) },
          { term: 'Payment', value: <PaymentStatusBadge status={submission.paymentStatus} /> },
          {
            term: 'Amount paid',
            value: transaction && transaction.status === 'successful' ? formatRupees(transaction.amount) : none,
          },
          {
            term: 'Transaction',
            value:
              transaction && admin ? (
                <Link href={paths.transaction(transaction.id)}>{transactionText}</Link>
              ) : (
                (transactionText ?? none)
              ),
          },
          { term: 'Payment id', value: transaction?.razorpayPaymentId ?? none },
          { term: 'Payment method', value: transaction?.paymentMethod ?? none },
          { term: 'Invoice number', value: transaction?.invoiceNumber ?? none },
          {
            term: 'Due',
            value: submission.expectedBy ? (
              <Inline space="xsmall" alignY="center">
                <span>{formatCalendarDate(submission.expectedBy)}</span>
                {overdue ? <OverdueBadge /> : null}
              </Inline>
            ) : (
              <Text as="span" tone="muted">
                When paid
              </Text>
            ),
          },
          { term: 'Submitted', value: formatDayAndTime(submission.submittedAt) },
        ]}
      />
    </Section>
  );
}
