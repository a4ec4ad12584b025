import type { Schemas } from '@startwise/api-client';
import { conversationStatusWord } from '@startwise/flows/rules';
import { Badge, Button } from '@startwise/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { type ListPaging, ListTable } from '../../lists/ListTable';
import { momentColumn } from '../../lists/moment-column';

type Subscriber = Schemas['NewsletterSubscriber'];

function subscriberColumns(onUnsubscribe: (email: string) => void): ColumnDef<Subscriber>[] {
  return [
    { id: 'email', header: 'Email', meta: { isRowHeader: true }, cell: ({ row }) => row.original.email },
    {
      id: 'status',
      header: 'Status',
      meta: { nowrap: true },
      cell: ({ row }) => {
        const word = conversationStatusWord(row.original.subscribed ? 'subscribed' : 'unsubscribed');
        return <Badge tone={word.tone}>{word.label}</Badge>;
      },
    },
    momentColumn('created', 'First recorded', (subscriber) => subscriber.createdAt),
    momentColumn('updated', 'Last change', (subscriber) => subscriber.updatedAt),
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.subscribed ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={`Unsubscribe ${row.original.email}`}
            onClick={() => onUnsubscribe(row.original.email)}
          >
            Unsubscribe
          </Button>
        ) : null,
    },
  ];
}

interface SubscribersTableProps {
  subscribers: readonly Subscriber[];
  busy: boolean;
  paging: ListPaging;
  onUnsubscribe: (email: string) => void;
}

/** A page of subscriptions, most recently changed first; a subscribed address offers Unsubscribe. */
export function SubscribersTable({ subscribers, busy, paging, onUnsubscribe }: SubscribersTableProps) {
  const columns = useMemo(() => subscriberColumns(onUnsubscribe), [onUnsubscribe]);
  return (
    <ListTable
      caption="Newsletter subscribers"
      columns={columns}
      rows={subscribers}
      getRowId={(subscriber) => subscriber.email}
      busy={busy}
      emptyMessage="No subscribers match these filters."
      paging={paging}
    />
  );
}
