import {
  exportAdminTransactions,
  type TransactionFilters as Filters,
  TRANSACTIONS_EXPORT_FALLBACK_MESSAGE,
} from '@startwise/api-client';
import { formatIndianInteger } from '@startwise/format';
import { Button, Container, PageHeading, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSavedDownload } from '../../files/useSavedDownload';
import { PageTitle } from '../../layout/PageTitle';
import { ListBody } from '../../lists/ListBody';
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
  const { filters, page, activeCount, setFilter, setPage, clear } = useListAddress(TRANSACTION_FILTER_KEYS);
  const view = { filters, page };
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(
    transactionsQuery(transactionListQuery(view)),
  );
  const exportCsv = useSavedDownload(
    (filters: Filters) => exportAdminTransactions(api, filters),
    TRANSACTIONS_EXPORT_FALLBACK_MESSAGE,
  );
  const total = data?.pagination.total;

  return (
    <Container>
      <PageTitle title="Payments" />
      <Stack space="large">
        <PageHeading
          compact
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
        />
        <AttentionSection />
        <TransactionFilters
          filters={filters}
          activeCount={activeCount}
          resultSummary={total === undefined ? undefined : `${formatIndianInteger(total)} transactions`}
          onFilterChange={setFilter}
          onClear={clear}
        />
        <ListBody
          noun="the payments"
          error={error}
          hasData={data !== undefined}
          isPending={isPending}
          onRetry={refetch}
        >
          <Stack space="medium">
            {data ? <TotalsPanel totals={data.totals} /> : null}
            <ListTable
              caption="Transactions"
              columns={TRANSACTION_COLUMNS}
              rows={data?.transactions ?? []}
              getRowId={(row) => row.id}
              busy={isPlaceholderData}
              emptyMessage="No transactions match these filters."
              paging={{
                label: 'Payments pages',
                page,
                pageSize: TRANSACTIONS_PAGE_SIZE,
                total: total ?? 0,
                noun: 'transactions',
                onPageChange: setPage,
              }}
            />
          </Stack>
        </ListBody>
      </Stack>
    </Container>
  );
}
