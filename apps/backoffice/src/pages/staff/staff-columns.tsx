import { formatDay } from '@startwise/format/staff-dates';
import { Badge, Button, Text } from '@startwise/ui';
import type { ColumnDef } from '@tanstack/react-table';
import type { StaffMember } from './queries';

/** The staff list's columns; an active member other than me offers Deactivate (`onDeactivate`). */
export function staffColumns(
  myId: string | undefined,
  onDeactivate: (member: StaffMember) => void,
): ColumnDef<StaffMember>[] {
  return [
    { id: 'name', header: 'Name', meta: { isRowHeader: true }, cell: ({ row }) => row.original.fullName },
    { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row }) => (
        <Badge tone={row.original.role === 'admin' ? 'brand' : 'neutral'}>
          {row.original.role === 'admin' ? 'Admin' : 'Operator'}
        </Badge>
      ),
    },
    {
      id: 'state',
      header: 'Status',
      cell: ({ row }) => (
        <Badge tone={row.original.active ? 'positive' : 'neutral'}>
          {row.original.active ? 'Active' : 'Deactivated'}
        </Badge>
      ),
    },
    { id: 'added', header: 'Added', meta: { nowrap: true }, cell: ({ row }) => formatDay(row.original.createdAt) },
    {
      id: 'action',
      header: 'Action',
      meta: { align: 'end' },
      cell: ({ row: { original: member } }) =>
        member.active && member.id !== myId ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={`Deactivate ${member.fullName}`}
            onClick={() => onDeactivate(member)}
          >
            Deactivate
          </Button>
        ) : (
          <Text as="span" size="small" tone="muted">
            {member.id === myId ? 'You' : '—'}
          </Text>
        ),
    },
  ];
}
