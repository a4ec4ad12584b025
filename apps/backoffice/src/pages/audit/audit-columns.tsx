import type { Schemas } from '@startwise/api-client';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Text } from '@startwise/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { actionWords } from './audit-search';
import { changeSummary } from './change-summary';
import { EntityCell } from './EntityCell';

type AuditEvent = Schemas['AuditEvent'];

/** Who did it: a member by name; otherwise the customer (answering a request) or a command run on the server. */
const actorOf = (event: AuditEvent, staffName: (id: string) => string) =>
  event.staffId !== null
    ? staffName(event.staffId)
    : (event.after as { answeredBy?: unknown } | null)?.answeredBy === 'customer'
      ? 'The customer'
      : 'A command';

/** The audit log's columns: when, who, what and the change in words. */
export function auditColumns(staffName: (id: string) => string): ColumnDef<AuditEvent>[] {
  return [
    {
      id: 'when',
      header: 'When',
      meta: { isRowHeader: true, nowrap: true },
      cell: ({ row }) => formatDayAndTime(row.original.createdAt),
    },
    { id: 'who', header: 'Who', cell: ({ row }) => actorOf(row.original, staffName) },
    { id: 'action', header: 'Action', cell: ({ row }) => actionWords(row.original.action) },
    {
      id: 'entity',
      header: 'Entity',
      cell: ({ row }) => <EntityCell entity={row.original.entity} id={row.original.entityId} staffName={staffName} />,
    },
    {
      id: 'change',
      header: 'Change',
      cell: ({ row }) => <Text size="small">{changeSummary(row.original.before, row.original.after, staffName)}</Text>,
    },
    {
      id: 'request',
      header: 'Request id',
      cell: ({ row }) => (
        <Text as="span" size="small" tone="muted">
          {row.original.requestId ?? '—'}
        </Text>
      ),
    },
  ];
}
