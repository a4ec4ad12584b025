import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { listPageQuery } from '../../app/list-page-query';
import { TRANSACTIONS_KEY } from '../transaction/queries';
import type { TransactionListQuery } from './transaction-search';

/** One page of transactions and the totals of every match; the previous page stays on screen while the next loads. */
export const transactionsQuery = (query: TransactionListQuery) =>
  listPageQuery([...TRANSACTIONS_KEY, 'list'], '/admin/transactions', query, 'Failed to load the payments');

/** Double charges, unconfirmed payments and refunds not processed, oldest first: a page at a time, each asked for with
 * the cursor of the page before it. */
export const attentionQuery = infiniteQueryOptions({
  queryKey: [...TRANSACTIONS_KEY, 'attention'],
  queryFn: ({ signal, pageParam }) =>
    api.get('/admin/transactions/attention', {
      params: { query: pageParam ? { cursor: pageParam } : {} },
      signal,
      fallbackMessage: 'Failed to load what needs attention',
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});
