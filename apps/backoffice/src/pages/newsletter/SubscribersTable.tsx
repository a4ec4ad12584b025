import type { Schemas } from '@startwise/api-client';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Badge, Button } from '@startwise/ui';
import { PagedTable } from '../../lists/PagedTable';
import { NEWSLETTER_PAGE_SIZE } from './newsletter-search';

type Subscriber = Schemas['NewsletterSubscriber'];

const COLUMNS = [
  { id: 'email', header: 'Email', isRowHeader: true, wrap: true },
  { id: 'status', header: 'Status' },
  { id: 'created', header: 'First recorded' },
  { id: 'updated', header: 'Last change' },
  { id: 'actions', header: 'Actions' },
];

interface SubscribersTableProps {
  subscribers: readonly Subscriber[];
  total: number;
  page: number;
  busy: boolean;
  onUnsubscribe: (email: string) => void;
  onPageChange: (page: number) => void;
}

/** A page of subscriptions, most recently changed first; a subscribed address offers Unsubscribe. */
export function SubscribersTable({
  subscribers,
  total,
  page,
  busy,
  onUnsubscribe,
  onPageChange,
}: SubscribersTableProps) {
  const rows = subscribers.map((subscriber) => ({
    id: subscriber.email,
    cells: {
      email: subscriber.email,
      status: subscriber.subscribed ? (
        <Badge tone="positive">Subscribed</Badge>
      ) : (
        <Badge tone="neutral">Unsubscribed</Badge>
      ),
      created: formatDayAndTime(subscriber.createdAt),
      updated: formatDayAndTime(subscriber.updatedAt),
      actions: subscriber.subscribed ? (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Unsubscribe ${subscriber.email}`}
          onClick={() => onUnsubscribe(subscriber.email)}
        >
          Unsubscribe
        </Button>
      ) : null,
    },
  }));
  return (
    <PagedTable
      caption="Newsletter subscribers"
      columns={COLUMNS}
      rows={rows}
      busy={busy}
      emptyMessage="No subscribers match these filters."
      pagesLabel="Subscriber pages"
      page={page}
      pageSize={NEWSLETTER_PAGE_SIZE}
      total={total}
      noun="subscribers"
      onPageChange={onPageChange}
    />
  );
}
