import type { operations } from '@startwise/api-client';
import { type Filters, MINE, oneOf, searchOf, UUID } from '../../lists/list-address';

// The inbox's filters and page live in the address (/backoffice/inbox?status=open&read=unread&assignee=mine).

export type InboxQuery = NonNullable<operations['listContactMessages']['parameters']['query']>;

export const INBOX_FILTER_KEYS = ['q', 'status', 'read', 'assignee'] as const;
export type InboxFilterKey = (typeof INBOX_FILTER_KEYS)[number];

export const INBOX_PAGE_SIZE = 20;
export const MESSAGE_STATUSES = ['open', 'closed'] as const;
/** `read=unread` / `read=read` in the address (words a shared link reads well with). */
export const READ_FILTERS = ['unread', 'read'] as const;
/** `assignee=none`: the messages nobody has taken. */
export const NOBODY = 'none';

/**
 * The API's query for the address. Values the contract would refuse (a hand-edited address) are left out;
 * `assignee=mine` becomes the member's id.
 */
export function inboxQuery(filters: Filters<InboxFilterKey>, page: number, myStaffId: string | undefined): InboxQuery {
  const query: InboxQuery = { page, limit: INBOX_PAGE_SIZE, ...searchOf(filters.q) };
  const status = oneOf(MESSAGE_STATUSES, filters.status);
  if (status) query.status = status;
  const read = oneOf(READ_FILTERS, filters.read);
  if (read) query.read = read === 'read';
  const assignee = filters.assignee === MINE ? myStaffId : filters.assignee;
  if (assignee === NOBODY || (assignee && UUID.test(assignee))) query.assignee = assignee;
  return query;
}
