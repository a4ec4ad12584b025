import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { TRANSACTIONS_KEY } from '../transaction/queries';
import type { TransactionListQuery } from './transaction-search';

/** One page of transactions and the totals of every match; the previous page stays on screen while the next loads. */
export const transactionsQuery = (query: TransactionListQuery) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get('/admin/transactions', { params: { query }, signal, fallbackMessage: 'Failed to load the payments' }),
    placeholderData: keepPreviousData,
  });

/** Double charges, unconfirmed payments and refunds not processed: all of them, oldest first. */
export const attentionQuery = queryOptions({
  queryKey: [...TRANSACTIONS_KEY, 'attention'],
  queryFn: async ({ signal }) =>
    (
      await api.get('/admin/transactions/attention', {
        signal,
        fallbackMessage: 'Failed to load what needs attention',
      })
    ).items,
});
