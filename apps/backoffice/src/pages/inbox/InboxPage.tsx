import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { Container, PageHeading, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { countOf } from '../../format/counts';
import { useStaffNames } from '../../format/useStaffNames';
import { PageTitle } from '../../layout/PageTitle';
import { ListBody } from '../../lists/ListBody';
import { useListAddress } from '../../lists/useListAddress';
import { useListKeys } from '../../lists/useListKeys';
import { InboxFilters } from './InboxFilters';
import { InboxTable } from './InboxTable';
import { INBOX_FILTER_KEYS, INBOX_PAGE_SIZE, inboxQuery } from './inbox-search';
import { inboxListQuery } from './queries';

/**
 * /backoffice/inbox: the contact form's messages, newest first, searched, filtered and paged by the server, with
 * all of it in the address. Unread ones stand out until someone opens them.
 */
export function InboxPage() {
  const { filters, page, activeCount, setFilter, setPage, clear } = useListAddress(INBOX_FILTER_KEYS);
  const me = useStaffSession(staffSession.signedInStaff);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(
    inboxListQuery(inboxQuery(filters, page, me?.id)),
  );
  const staffName = useStaffNames();
  const total = data?.pagination.total;
  const searchRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useListKeys(searchRef, tableRef);

  return (
    <Container>
      <PageTitle title="Inbox" />
      <Stack space="large">
        <PageHeading
          compact
          title="Inbox"
          description={
            data
              ? `Messages sent through the contact form, newest first. ${countOf(data.unread, 'open message is', 'open messages are')} unread.`
              : 'Messages sent through the contact form, newest first.'
          }
        />
        <InboxFilters
          searchRef={searchRef}
          filters={filters}
          resultSummary={total === undefined ? undefined : countOf(total, 'message', 'messages')}
          activeCount={activeCount}
          onFilterChange={setFilter}
          onClear={clear}
        />
        <ListBody noun="the inbox" error={error} hasData={data !== undefined} isPending={isPending} onRetry={refetch}>
          <InboxTable
            messages={data?.messages ?? []}
            busy={isPlaceholderData}
            paging={{
              label: 'Inbox pages',
              page,
              pageSize: INBOX_PAGE_SIZE,
              total: total ?? 0,
              noun: 'messages',
              onPageChange: setPage,
            }}
            staffName={staffName}
            tableRef={tableRef}
          />
        </ListBody>
      </Stack>
    </Container>
  );
}
