import { ADMIN_CREDIT_NOTE_FALLBACK_MESSAGE, downloadAdminCreditNote } from '@startwise/api-client';
import { CREDIT_NOTE_DOWNLOAD_LABEL, CREDIT_NOTE_DOWNLOADED } from '@startwise/flows/rules';
import { formatPaise } from '@startwise/format';
import { formatDay, formatDayAndTime } from '@startwise/format/staff-dates';
import { Button, DataTable, Stack, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSavedDownload } from '../../files/useSavedDownload';
import { RefundStatusBadge } from '../../format/statuses';
import { Section } from '../../layout/Section';
import { staffListQuery } from '../staff/queries';
import type { Refund } from './queries';

// Who asked is under when, and the credit note's number over its date: the page's width then holds every column in
// both brands, with no scrolling.
const COLUMNS = [
  { id: 'when', header: 'Asked for', isRowHeader: true },
  { id: 'amount', header: 'Amount', align: 'end' as const },
  { id: 'status', header: 'Status', wrap: true },
  { id: 'reason', header: 'Reason', wrap: true },
  { id: 'creditNote', header: 'Credit note' },
];

const SPEED = { normal: 'normal', optimum: 'instant' } as const;

/** Every refund of the transaction, oldest first, with who asked, why, what Razorpay said, and the credit note. */
export function RefundsSection({ transactionId, refunds }: { transactionId: string; refunds: readonly Refund[] }) {
  const { data: staffData } = useQuery(staffListQuery);
  const nameOf = (id: string | null) =>
    id === null ? "Razorpay's Dashboard" : (staffData?.staff.find((member) => member.id === id)?.fullName ?? id);
  type WithCreditNote = Refund & { creditNote: NonNullable<Refund['creditNote']> };
  const download = useSavedDownload(
    (refund: WithCreditNote) => downloadAdminCreditNote(api, transactionId, refund),
    ADMIN_CREDIT_NOTE_FALLBACK_MESSAGE,
    CREDIT_NOTE_DOWNLOADED,
  );

  const rows = refunds.map((refund) => ({
    id: refund.id,
    cells: {
      when: (
        <Stack space="xsmall">
          <span>{formatDayAndTime(refund.createdAt)}</span>
          <Text as="span" size="small" tone="muted">{`by ${nameOf(refund.requestedBy)}`}</Text>
        </Stack>
      ),
      amount: formatPaise(refund.amountPaise),
      status: (
        <Stack space="xsmall">
          <RefundStatusBadge status={refund.status} />
          <Text as="span" size="small" tone="muted">
            {[`${SPEED[refund.speed]} speed`, refund.razorpayRefundId].filter(Boolean).join(' · ')}
          </Text>
          {refund.failureReason ? (
            <Text as="span" size="small" tone="critical">
              {refund.failureReason}
            </Text>
          ) : null}
        </Stack>
      ),
      reason: refund.reason ?? (
        <Text as="span" size="small" tone="muted">
          Made outside Startwise
        </Text>
      ),
      creditNote: refund.creditNote ? (
        <Stack space="xsmall">
          <Text as="span" size="small">
            {refund.creditNote.number}
          </Text>
          <Text as="span" size="small" tone="muted">
            {formatDay(refund.creditNote.date)}
          </Text>
          <Button
            variant="secondary"
            size="small"
            loading={download.isPending && download.variables?.id === refund.id}
            aria-label={`${CREDIT_NOTE_DOWNLOAD_LABEL} ${refund.creditNote.number}`}
            onClick={() => download.mutate({ ...refund, creditNote: refund.creditNote } as WithCreditNote)}
          >
            Download
          </Button>
        </Stack>
      ) : (
        <Text as="span" size="small" tone="muted">
          Once processed
        </Text>
      ),
    },
  }));

  return (
    <Section title="Refunds">
      <DataTable
        caption="Every refund"
        hideCaption
        columns={COLUMNS}
        rows={rows}
        emptyMessage="Nothing has been refunded."
      />
    </Section>
  );
}
