import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { countOf } from '../../format/counts';
import { useStaffNames } from '../../format/useStaffNames';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { ListBody, queryState } from '../../lists/ListBody';
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
  const { filters, page, filterBar, pagingOf } = useListAddress(INBOX_FILTER_KEYS);
  const me = useStaffSession(staffSession.signedInStaff);
  const list = useQuery(inboxListQuery(inboxQuery(filters, page, me?.id)));
  const { data, isPlaceholderData } = list;
  const staffName = useStaffNames();
  const total = data?.pagination.total;
  const searchRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useListKeys(searchRef, tableRef);

  return (
    <ScreenLayout
      title="Inbox"
      description={
        data
          ? `Messages sent through the contact form, newest first. ${countOf(data.unread, 'open message is', 'open messages are')} unread.`
          : 'Messages sent through the contact form, newest first.'
      }
    >
      <InboxFilters
        searchRef={searchRef}
        {...filterBar}
        resultSummary={total === undefined ? undefined : countOf(total, 'message', 'messages')}
      />
      <ListBody noun="the inbox" {...queryState(list)}>
        <InboxTable
          messages={data?.messages ?? []}
          busy={isPlaceholderData}
          paging={pagingOf({ label: 'Inbox pages', pageSize: INBOX_PAGE_SIZE, noun: 'messages' }, total)}
          staffName={staffName}
          tableRef={tableRef}
        />
      </ListBody>
    </ScreenLayout>
  );
}
