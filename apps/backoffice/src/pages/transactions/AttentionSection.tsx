import type { Schemas } from '@startwise/api-client';
import { refundStatusWord } from '@startwise/flows/rules';
import { formatPaise } from '@startwise/format';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Alert, Button, Card, Heading, Inline, Link, Stack, Text } from '@startwise/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { Section } from '../../layout/Section';
import { ReconcileButton } from '../transaction/ReconcileButton';
import { attentionQuery } from './queries';

type AttentionItem = Schemas['TransactionAttentionItem'];

const TITLES: Record<AttentionItem['kind'], string> = {
  'double-charge': 'Double charge',
  'payment-not-confirmed': 'Payment not confirmed',
  'refund-not-processed': 'Refund not processed',
  'refund-not-recorded': 'Refund not recorded',
};

/** What happened, in words, from the item's transaction (and refund, ours or Razorpay's). */
function describe({ kind, since, transaction, refund, providerRefund }: AttentionItem): string {
  const who = transaction.customer?.fullName ?? 'A removed customer';
  const amount = formatPaise(transaction.amountPaise);
  const when = formatDayAndTime(since);
  if (kind === 'double-charge') {
    return `${who} was charged ${amount} again for ${transaction.serviceName} on ${when}, after paying for it already. Refund this payment.`;
  }
  if (kind === 'payment-not-confirmed') {
    return `${who}'s payment of ${amount} for ${transaction.serviceName}, started ${when}, is still ${transaction.status}. The customer may have paid: check with Razorpay.`;
  }
  if (kind === 'refund-not-recorded' && providerRefund) {
    const { razorpayRefundId, razorpayPaymentId, amountPaise, status } = providerRefund;
    return `Razorpay reports a refund of ${formatPaise(amountPaise)} to ${who} for ${transaction.serviceName} (${razorpayRefundId} of payment ${razorpayPaymentId}, ${refundStatusWord(status).label.toLowerCase()}) on ${when} that nobody asked for here. It is more than the payment has left to refund, so it is not in the books: check this payment's refunds in Razorpay's Dashboard.`;
  }
  const refunded = refund ? formatPaise(refund.amountPaise) : amount;
  const state = refund?.status === 'failed' ? `failed (${refund.failureReason ?? 'no reason given'})` : refund?.status;
  return `The refund of ${refunded} to ${who} for ${transaction.serviceName}, asked for ${when}, is ${state ?? 'not processed'}. The customer is still owed it.`;
}

function Item({ item }: { item: AttentionItem }) {
  const link = paths.transaction(item.transaction.id);
  return (
    <Card as="li" padding="medium">
      <Stack space="small">
        <Heading level="3">{TITLES[item.kind]}</Heading>
        <Text>{describe(item)}</Text>
        <Inline space="small" alignY="center">
          <Link href={link}>
            {item.kind === 'double-charge' ? 'Open the transaction to refund it' : 'Open the transaction'}
          </Link>
          {item.kind === 'double-charge' ? null : <ReconcileButton transactionId={item.transaction.id} />}
        </Inline>
      </Stack>
    </Card>
  );
}

/** Money that needs a person: listed in words, each with the way to settle it, oldest first, a page at a time. */
export function AttentionSection() {
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(attentionQuery);
  const items = data?.pages.flatMap((page) => page.items);
  return (
    <Section title="Needs attention">
      {error && !items ? (
        <Alert tone="critical">{error.message}</Alert>
      ) : items === undefined ? (
        <Text tone="muted">Loading…</Text>
      ) : items.length === 0 ? (
        <Text tone="muted">
          Nothing needs attention: no double charges, unconfirmed payments, or refunds stuck or unrecorded.
        </Text>
      ) : (
        <Stack space="small">
          <Stack space="small" as="ul">
            {items.map((item) => (
              <Item key={`${item.kind}-${item.transaction.id}-${item.refund?.id ?? ''}`} item={item} />
            ))}
          </Stack>
          {error ? <Alert tone="critical">{error.message}</Alert> : null}
          {hasNextPage ? (
            <Inline space="small">
              <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
                Show more
              </Button>
            </Inline>
          ) : null}
        </Stack>
      )}
    </Section>
  );
}
