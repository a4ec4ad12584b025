import type { operations } from '@startwise/api-client';
import { endOfIndianDay, startOfIndianDay } from '../../format/dates';
import {
  activeFilterCount as countFilters,
  oneOf,
  readListView,
  SLUG,
  UUID,
  writeListView,
} from '../../lists/list-view';

// The queue's filters, order and page live in the address (/backoffice/submissions?status=pending&overdue=true),
// so a link opens the same list. This module reads them from the address and turns them into the API's query.

export type QueueQuery = NonNullable<operations['listAdminSubmissions']['parameters']['query']>;
export type QueueSort = NonNullable<QueueQuery['sort']>;

export const QUEUE_SORTS: readonly QueueSort[] = ['waiting', 'due', 'newest', 'oldest', 'price-high', 'price-low'];
export const SUBMISSION_STATUS_FILTERS = ['pending', 'processing', 'completed', 'rejected'] as const;
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
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** `assignee=mine`: the member's own work, whoever opens the link. */
export const MINE = 'mine';

export interface QueueView {
  filters: Partial<Record<FilterKey, string>>;
  sort: QueueSort;
  page: number;
}

export function readQueueView(params: URLSearchParams): QueueView {
  return { ...readListView(params, FILTER_KEYS), sort: oneOf(QUEUE_SORTS, params.get('sort')) ?? 'waiting' };
}

/** The address for a view: defaults are left out, so the plain queue's link is just /submissions. */
export function writeQueueView(view: QueueView): URLSearchParams {
  const params = writeListView({ filters: view.filters, page: 1 }, FILTER_KEYS);
  if (view.sort !== 'waiting') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** How many filters are on (the search counts as one). */
export const activeFilterCount = (view: QueueView) => countFilters(view, FILTER_KEYS);

/**
 * The API's query for a view. Values the contract would refuse (a hand-edited address) are left out rather than
 * failing the page; `assignee=mine` becomes the member's id; dates are India's whole days.
 */
export function queueQuery(view: QueueView, myStaffId: string | undefined): QueueQuery {
  const { filters } = view;
  const assignee = filters.assignee === MINE ? myStaffId : filters.assignee;
  const query: QueueQuery = { page: view.page, limit: QUEUE_PAGE_SIZE, sort: view.sort };
  if (filters.q) query.q = filters.q.slice(0, 100);
  const status = oneOf(SUBMISSION_STATUS_FILTERS, filters.status ?? null);
  if (status) query.status = status;
  const payment = oneOf(PAYMENT_STATUS_FILTERS, filters.payment ?? null);
  if (payment) query.paymentStatus = payment;
  if (filters.service && SLUG.test(filters.service)) query.service = filters.service;
  if (filters.category && SLUG.test(filters.category)) query.category = filters.category;
  if (assignee && UUID.test(assignee)) query.assignee = assignee;
  if (filters.overdue === 'true') query.overdue = true;
  const from = startOfIndianDay(filters.from);
  if (from) query.from = from;
  const to = endOfIndianDay(filters.to);
  if (to) query.to = to;
  return query;
}
