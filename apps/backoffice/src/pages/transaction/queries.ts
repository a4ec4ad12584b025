import type { Schemas } from '@startwise/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ADMIN_QUERY_KEY } from '../../app/query-client';

export type AdminTransaction = Schemas['AdminTransaction'];
export type Refund = Schemas['Refund'];

export const transactionKey = (id: string) => [ADMIN_QUERY_KEY, 'transaction', id] as const;
/** The payments list, its totals and the attention list: everything a refund or a check can change. */
export const TRANSACTIONS_KEY = [ADMIN_QUERY_KEY, 'transactions'] as const;

/** One transaction with its refunds, credit notes and customer (GET /admin/transactions/{id}). */
export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: transactionKey(id),
    queryFn: async ({ signal }) =>
      (
        await api.get('/admin/transactions/{id}', {
          params: { path: { id } },
          signal,
          fallbackMessage: 'Failed to load the transaction',
        })
      ).transaction,
  });

/**
 * After a change to a transaction (a refund, a check with Razorpay): show the transaction the server answered at
 * once, and read the lists and the submission again.
 */
export function useTransactionChanged() {
  const queryClient = useQueryClient();
  return (transaction: AdminTransaction) => {
    queryClient.setQueryData(transactionKey(transaction.id), transaction);
    void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY, 'submission', transaction.submissionId] });
  };
}

/** "Check with Razorpay" (POST /admin/transactions/{id}/reconcile): the transaction as it is afterwards. */
export function useReconcile() {
  const changed = useTransactionChanged();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api.post('/admin/transactions/{id}/reconcile', {
          params: { path: { id } },
          fallbackMessage: 'Failed to check with Razorpay',
        })
      ).transaction,
    onSuccess: changed,
  });
}
