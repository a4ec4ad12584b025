import {
  exportAdminTransactions,
  type TransactionFilters as Filters,
  TRANSACTIONS_EXPORT_FALLBACK_MESSAGE,
} from '@startwise/api-client';
import { formatIndianInteger } from '@startwise/format';
import { Button, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSavedDownload } from '../../files/useSavedDownload';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { ListBody, queryState } from '../../lists/ListBody';
import { ListTable } from '../../lists/ListTable';
import { useListAddress } from '../../lists/useListAddress';
import { AttentionSection } from './AttentionSection';
import { transactionsQuery } from './queries';
import { TotalsPanel } from './TotalsPanel';
import { TransactionFilters } from './TransactionFilters';
import { TRANSACTION_COLUMNS } from './transaction-columns';
import {
  TRANSACTION_FILTER_KEYS,
  TRANSACTIONS_PAGE_SIZE,
  transactionFilters,
  transactionListQuery,
} from './transaction-search';

/**
 * /backoffice/transactions (admins): the payments reconciliation view. Every transaction filtered and paged by the
 * server, the totals of the whole filter with its GST, the same filter as a CSV file, and what needs a person.
 */
export function TransactionsPage() {
  const { filters, page, filterBar, pagingOf } = useListAddress(TRANSACTION_FILTER_KEYS);
  const view = { filters, page };
  const list = useQuery(transactionsQuery(transactionListQuery(view)));
  const { data, isPlaceholderData } = list;
  const exportCsv = useSavedDownload(
    (filters: Filters) => exportAdminTransactions(api, filters),
    TRANSACTIONS_EXPORT_FALLBACK_MESSAGE,
  );
  const total = data?.pagination.total;

  return (
    <ScreenLayout
      title="Payments"
      description="Every customer's transactions, newest first, with the totals of the filter. Open one to refund it."
      actions={
        <Button
          variant="secondary"
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(transactionFilters(view))}
        >
          Export CSV
        </Button>
      }
    >
      <AttentionSection />
      <TransactionFilters
        {...filterBar}
        resultSummary={total === undefined ? undefined : `${formatIndianInteger(total)} transactions`}
      />
      <ListBody noun="the payments" {...queryState(list)}>
        <Stack space="medium">
          {data ? <TotalsPanel totals={data.totals} /> : null}
          <ListTable
            caption="Transactions"
            columns={TRANSACTION_COLUMNS}
            rows={data?.transactions ?? []}
            busy={isPlaceholderData}
            emptyMessage="No transactions match these filters."
            paging={pagingOf(
              { label: 'Payments pages', pageSize: TRANSACTIONS_PAGE_SIZE, noun: 'transactions' },
              total,
            )}
          />
        </Stack>
      </ListBody>
    </ScreenLayout>
  );
}
