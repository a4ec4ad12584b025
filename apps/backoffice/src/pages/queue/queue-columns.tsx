import type { Schemas } from '@startwise/api-client';
import { formatRupees } from '@startwise/format';
import { formatCalendarDate, formatDay } from '@startwise/format/staff-dates';
import { Inline, Link, Text } from '@startwise/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../app/paths';
import { OverdueBadge, PaymentStatusBadge, SubmissionStatusBadge } from '../../format/statuses';
import { badgeColumn } from '../../lists/badge-column';

export type QueueRow = Schemas['AdminSubmissionRow'];

const column = createColumnHelper<QueueRow>();

/**
 * The queue's columns. Only the orders the server offers are sortable (submitted, due, price); the assignee's name
 * comes from `staffName` (the assignable staff), and the customer's name opens the submission.
 */
export function queueColumns(staffName: (id: string) => string | undefined) {
  return [
    column.accessor((row) => row.customer.fullName, {
      id: 'customer',
      header: 'Customer',
      enableSorting: false,
      meta: { isRowHeader: true },
      cell: ({ row }) => <Link href={paths.submission(row.original.id)}>{row.original.customer.fullName}</Link>,
    }),
    column.accessor((row) => row.service.title, {
      id: 'service',
      header: 'Service',
      enableSorting: false,
    }),
    badgeColumn('status', 'Status', SubmissionStatusBadge, (row: QueueRow) => row.status),
    badgeColumn('payment', 'Payment', PaymentStatusBadge, (row: QueueRow) => row.paymentStatus),
    column.accessor('submittedAt', {
      id: 'submitted',
      header: 'Submitted',
      sortDescFirst: true,
      meta: { nowrap: true },
      cell: ({ getValue }) => formatDay(getValue()),
    }),
    column.accessor('dueDate', {
      id: 'due',
      header: 'Due',
      sortDescFirst: false,
      meta: { nowrap: true },
      cell: ({ row }) =>
        row.original.dueDate ? (
          <Inline space="xsmall" alignY="center">
            <span>{formatCalendarDate(row.original.dueDate)}</span>
            {row.original.overdue ? <OverdueBadge /> : null}
          </Inline>
        ) : (
          <Text as="span" size="small" tone="muted">
            Not paid
          </Text>
        ),
    }),
    column.accessor('openDocumentRequests', {
      id: 'requests',
      header: 'Requests',
      enableSorting: false,
      meta: { align: 'end', nowrap: true },
    }),
    column.accessor('assigneeId', {
      id: 'assignee',
      header: 'Assignee',
      enableSorting: false,
      cell: ({ getValue }) => {
        const id = getValue();
        const name = id ? staffName(id) : undefined;
        if (name) return name;
        return (
          <Text as="span" size="small" tone="muted">
            {id ? 'Inactive member' : 'Unassigned'}
          </Text>
        );
      },
    }),
    column.accessor('price', {
      header: 'Price',
      sortDescFirst: true,
      meta: { align: 'end', nowrap: true },
      cell: ({ getValue }) => formatRupees(getValue()),
    }),
  ];
}
