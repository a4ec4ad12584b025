import type { Schemas } from '@startwise/api-client';
import { paymentMethodWord } from '@startwise/flows/rules';
import { formatPaise } from '@startwise/format';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Link, Stack, Text } from '@startwise/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { paths } from '../../app/paths';
import { TransactionStatusBadge } from '../../format/statuses';

type TransactionRow = Schemas['AdminTransactionRow'];

/** The payments list's columns: the date opens the transaction; amounts stay whole on one line. */
export const TRANSACTION_COLUMNS: ColumnDef<TransactionRow>[] = [
  {
    id: 'made',
    header: 'Made',
    meta: { isRowHeader: true, nowrap: true },
    cell: ({ row }) => (
      <Link href={paths.transaction(row.original.id)}>{formatDayAndTime(row.original.createdAt)}</Link>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row: { original } }) =>
      original.customer ? (
        <Stack space="xsmall">
          <span>{original.customer.fullName}</span>
          <Text as="span" size="small" tone="muted">
            {original.customer.email}
          </Text>
        </Stack>
      ) : (
        <Text as="span" size="small" tone="muted">
          Removed customer
        </Text>
      ),
  },
  { id: 'service', header: 'Service', cell: ({ row }) => row.original.serviceName },
  {
    id: 'status',
    header: 'Status',
    meta: { nowrap: true },
    cell: ({ row }) => (
      <TransactionStatusBadge status={row.original.status} refundedPaise={row.original.refundedPaise} />
    ),
  },
  { id: 'method', header: 'Method', cell: ({ row }) => paymentMethodWord(row.original.paymentMethod) },
  { id: 'invoice', header: 'Invoice', meta: { nowrap: true }, cell: ({ row }) => row.original.invoiceNumber ?? '—' },
  {
    id: 'amount',
    header: 'Amount',
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatPaise(row.original.amountPaise),
  },
  {
    id: 'refunded',
    header: 'Refunded',
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => (row.original.refundedPaise > 0 ? formatPaise(row.original.refundedPaise) : '—'),
  },
];
