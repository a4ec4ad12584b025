import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Link, Stack, Text } from '@startwise/ui';
import { paths } from '../../app/paths';
import { PagedTable } from '../../lists/PagedTable';
import { INBOX_PAGE_SIZE } from './inbox-search';
import { MessageStatusBadge, UnreadBadge } from './MessageStatusBadge';
import type { ContactMessageRow } from './queries';

const COLUMNS = [
  { id: 'from', header: 'From', isRowHeader: true },
  { id: 'message', header: 'Message', wrap: true },
  { id: 'received', header: 'Received' },
  { id: 'status', header: 'Status' },
  { id: 'assignee', header: 'Assignee' },
  { id: 'replies', header: 'Replies', align: 'end' as const },
];

interface InboxTableProps {
  messages: readonly ContactMessageRow[];
  total: number;
  page: number;
  busy: boolean;
  staffName: (id: string) => string | undefined;
  onPageChange: (page: number) => void;
}

/** The inbox's page of messages: unread ones in bold with an Unread flag, each opening its message. */
export function InboxTable({ messages, total, page, busy, staffName, onPageChange }: InboxTableProps) {
  const rows = messages.map((message) => {
    const weight = message.read ? 'regular' : 'strong';
    return {
      id: message.id,
      cells: {
        from: (
          <Stack space="xsmall" align="left">
            <Text as="span" weight={weight}>
              <Link href={paths.contactMessage(message.id)}>{message.name}</Link>
            </Text>
            <Text as="span" size="small" tone="muted">
              {message.email}
            </Text>
            {message.read ? null : <UnreadBadge />}
          </Stack>
        ),
        message: (
          <Text size="small" weight={weight}>
            {message.excerpt}
          </Text>
        ),
        received: formatDayAndTime(message.createdAt),
        status: <MessageStatusBadge status={message.status} />,
        assignee: message.assigneeId ? (staffName(message.assigneeId) ?? 'A former member') : 'Unassigned',
        replies: String(message.replyCount),
      },
    };
  });
  return (
    <PagedTable
      caption="Contact messages"
      columns={COLUMNS}
      rows={rows}
      busy={busy}
      emptyMessage="No messages match these filters."
      pagesLabel="Inbox pages"
      page={page}
      pageSize={INBOX_PAGE_SIZE}
      total={total}
      noun="messages"
      onPageChange={onPageChange}
    />
  );
}
