import type { operations } from '@startwise/api-client';
import { indianDays } from '../../lists/indian-days';
import {
  activeCount,
  type Filters,
  MINE,
  oneOf,
  readFilters,
  readPage,
  SLUG,
  searchOf,
  UUID,
  writeListAddress,
} from '../../lists/list-address';

// The queue's filters, order and page live in the address (/backoffice/submissions?status=pending&overdue=true),
// so a link opens the same list. This module reads them from the address and turns them into the API's query.

export type QueueQuery = NonNullable<operations['listAdminSubmissions']['parameters']['query']>;
export type QueueSort = NonNullable<QueueQuery['sort']>;

export const QUEUE_SORTS: readonly QueueSort[] = [
  'priority',
  'waiting',
  'due',
  'newest',
  'oldest',
  'price-high',
  'price-low',
];
/**
 * Which work the queue shows (`view=` in the address): open work (paid, not finished or refunded) by default; all
 * of it; or only the completed or rejected.
 */
export const QUEUE_SCOPES = ['open', 'all', 'completed', 'rejected'] as const;
export type QueueScope = (typeof QUEUE_SCOPES)[number];
export const SUBMISSION_STATUS_FILTERS = ['pending', 'processing', 'completed', 'rejected'] as const;
/** Open work is not finished: the status filter offers the two stages of work in hand. */
export const OPEN_STATUS_FILTERS = ['pending', 'processing'] as const;
export const PAYMENT_STATUS_FILTERS = ['pending', 'paid', 'failed', 'refunded', 'cancelled'] as const;
export const QUEUE_PAGE_SIZE = 20;

/** The address's names for each filter (short, readable in a shared link). */
export const FILTER_KEYS = [
  'q',
  'status',
  'payment',
  'service',
  'category',
  'assignee',
  'overdue',
  'from',
  'to',
  'paidFrom',
  'paidTo',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface QueueView {
  scope: QueueScope;
  filters: Filters<FilterKey>;
  sort: QueueSort;
  page: number;
}

/** Open work (and all of it) comes most urgent first; finished work newest first. */
export const defaultSort = (scope: QueueScope): QueueSort =>
  scope === 'open' || scope === 'all' ? 'priority' : 'newest';

export function readQueueView(params: URLSearchParams): QueueView {
  const scope = oneOf(QUEUE_SCOPES, params.get('view')) ?? 'open';
  return {
    scope,
    filters: readFilters(params, FILTER_KEYS),
    sort: oneOf(QUEUE_SORTS, params.get('sort')) ?? defaultSort(scope),
    page: readPage(params),
  };
}

/** The address for a view: defaults are left out, so the plain queue's link is just /submissions. */
export const writeQueueView = (view: QueueView): URLSearchParams =>
  writeListAddress(FILTER_KEYS, view.filters, view.page, {
    view: view.scope === 'open' ? undefined : view.scope,
    sort: view.sort === defaultSort(view.scope) ? undefined : view.sort,
  });

/** How many filters are on (the search counts as one). */
export const activeFilterCount = (view: QueueView) => activeCount(FILTER_KEYS, view.filters);

/**
 * The API's query for a view. Values the contract would refuse (a hand-edited address) are left out rather than
 * failing the page; `assignee=mine` becomes the member's id; dates are India's whole days.
 */
export function queueQuery(view: QueueView, myStaffId: string | undefined): QueueQuery {
  const { filters } = view;
  const assignee = filters.assignee === MINE ? myStaffId : filters.assignee;
  const query: QueueQuery = { page: view.page, limit: QUEUE_PAGE_SIZE, sort: view.sort };
  if (view.scope === 'open') query.view = 'open';
  Object.assign(query, searchOf(filters.q));
  const status =
    view.scope === 'completed' || view.scope === 'rejected'
      ? view.scope
      : oneOf(view.scope === 'open' ? OPEN_STATUS_FILTERS : SUBMISSION_STATUS_FILTERS, filters.status);
  if (status) query.status = status;
  const payment = view.scope === 'open' ? undefined : oneOf(PAYMENT_STATUS_FILTERS, filters.payment);
  if (payment) query.paymentStatus = payment;
  if (filters.service && SLUG.test(filters.service)) query.service = filters.service;
  if (filters.category && SLUG.test(filters.category)) query.category = filters.category;
  if (assignee && UUID.test(assignee)) query.assignee = assignee;
  if (filters.overdue === 'true') query.overdue = true;
  Object.assign(query, indianDays(filters.from, filters.to));
  const paid = indianDays(filters.paidFrom, filters.paidTo);
  if (paid.from) query.paidFrom = paid.from;
  if (paid.to) query.paidTo = paid.to;
  return query;
}
