import { obligationTiming } from '@startwise/flows/compliance';
import { formatCalendarDate } from '@startwise/format/staff-dates';
import { Button, Stack, Text } from '@startwise/ui';
import type { ColumnDef } from '@tanstack/react-table';
import type { DueSoonItem } from './queries';

/** "12 days left", "Overdue by 3 days · ₹300 late fee so far": the calendar's words. */
const timing = (item: DueSoonItem) =>
  obligationTiming({
    status: item.daysLeft < 0 ? 'overdue' : 'due-soon',
    daysLeft: item.daysLeft,
    lateFeeSoFar: item.lateFeeSoFar ?? undefined,
  });

/** The due-soon list's columns; Mark filed opens the dialog for the row's filing. */
export function dueSoonColumns(onMarkFiled: (item: DueSoonItem) => void): ColumnDef<DueSoonItem>[] {
  return [
    {
      id: 'customer',
      header: 'Customer',
      meta: { isRowHeader: true },
      cell: ({ row }) => (
        <Stack space="xsmall">
          <Text as="span">{row.original.customer.name}</Text>
          <Text as="span" size="small" tone="muted">
            {row.original.customer.email}
          </Text>
        </Stack>
      ),
    },
    { id: 'company', header: 'Company', cell: ({ row }) => row.original.companyName },
    {
      id: 'obligation',
      header: 'Obligation',
      cell: ({ row }) => `${row.original.form}: ${row.original.title} · ${row.original.periodLabel}`,
    },
    {
      id: 'due',
      header: 'Due',
      cell: ({ row }) => (
        <Stack space="xsmall">
          <Text as="span">{formatCalendarDate(row.original.dueOn)}</Text>
          <Text as="span" size="small" tone={row.original.daysLeft < 0 ? 'critical' : 'muted'}>
            {timing(row.original)}
          </Text>
        </Stack>
      ),
    },
    { id: 'fee', header: 'Fee at stake', cell: ({ row }) => row.original.feeAtStake },
    {
      id: 'action',
      header: 'Action',
      meta: { align: 'end' },
      cell: ({ row }) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Mark filed: ${row.original.form} of ${row.original.companyName}`}
          onClick={() => onMarkFiled(row.original)}
        >
          Mark filed
        </Button>
      ),
    },
  ];
}
