import { Link, Stack, Text } from '@startwise/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { paths } from '../../app/paths';
import { badgeColumn } from '../../lists/badge-column';
import { type ListPaging, ListTable } from '../../lists/ListTable';
import { momentColumn } from '../../lists/moment-column';
import { MessageStatusBadge, UnreadBadge } from './MessageStatusBadge';
import type { ContactMessageRow } from './queries';

const weightOf = (message: ContactMessageRow) => (message.read ? 'regular' : 'strong');

function inboxColumns(staffName: (id: string) => string | undefined): ColumnDef<ContactMessageRow>[] {
  return [
    {
      id: 'from',
      header: 'From',
      meta: { isRowHeader: true },
      cell: ({ row: { original: message } }) => (
        <Stack space="xsmall" align="left">
          <Text as="span" weight={weightOf(message)}>
            <Link href={paths.contactMessage(message.id)}>{message.name}</Link>
          </Text>
          <Text as="span" size="small" tone="muted">
            {message.email}
          </Text>
          {message.read ? null : <UnreadBadge />}
        </Stack>
      ),
    },
    {
      id: 'message',
      header: 'Message',
      cell: ({ row: { original: message } }) => (
        <Text size="small" weight={weightOf(message)}>
          {message.excerpt}
        </Text>
      ),
    },
    momentColumn('received', 'Received', (message) => message.createdAt),
    badgeColumn('status', 'Status', MessageStatusBadge, (message) => message.status),
    {
      id: 'assignee',
      header: 'Assignee',
      cell: ({ row: { original: message } }) =>
        message.assigneeId ? (staffName(message.assigneeId) ?? 'A former member') : 'Unassigned',
    },
    { id: 'replies', header: 'Replies', meta: { align: 'end' }, cell: ({ row }) => String(row.original.replyCount) },
  ];
}

interface InboxTableProps {
  messages: readonly ContactMessageRow[];
  busy: boolean;
  paging: ListPaging;
  staffName: (id: string) => string | undefined;
  tableRef: RefObject<HTMLTableElement | null>;
}

/** The inbox's page of messages: unread ones in bold with an Unread flag, each opening its message. */
export function InboxTable({ messages, busy, paging, staffName, tableRef }: InboxTableProps) {
  const columns = useMemo(() => inboxColumns(staffName), [staffName]);
  return (
    <ListTable
      caption="Contact messages"
      tableRef={tableRef}
      columns={columns}
      rows={messages}
      busy={busy}
      emptyMessage="No messages match these filters."
      paging={paging}
    />
  );
}
