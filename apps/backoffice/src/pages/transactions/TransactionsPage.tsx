import {
  exportAdminTransactions,
  type TransactionFilters as Filters,
  TRANSACTIONS_EXPORT_FALLBACK_MESSAGE,
} from '@startwise/api-client';
import { formatIndianInteger, formatPaise } from '@startwise/format';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Button, Container, Inline, Link, PageHeading, Spinner, Stack, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSavedDownload } from '../../files/useSavedDownload';
import { TransactionStatusBadge } from '../../format/statuses';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageTitle } from '../../layout/PageTitle';
import { PagedTable } from '../../lists/PagedTable';
import { useListAddress } from '../../lists/useListAddress';
import { AttentionSection } from './AttentionSection';
import { transactionsQuery } from './queries';
import { TotalsPanel } from './TotalsPanel';
import { TransactionFilters } from './TransactionFilters';
import {
  TRANSACTION_FILTER_KEYS,
  TRANSACTIONS_PAGE_SIZE,
  transactionFilters,
  transactionListQuery,
} from './transaction-search';

const COLUMNS = [
  { id: 'made', header: 'Made', isRowHeader: true },
  { id: 'customer', header: 'Customer' },
  { id: 'service', header: 'Service', wrap: true },
  { id: 'status', header: 'Status' },
  { id: 'method', header: 'Method' },
  { id: 'invoice', header: 'Invoice' },
  { id: 'amount', header: 'Amount', align: 'end' as const },
  { id: 'refunded', header: 'Refunded', align: 'end' as const },
];

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

  const rows = (data?.transactions ?? []).map((row) => ({
    id: row.id,
    cells: {
      made: <Link href={paths.transaction(row.id)}>{formatDayAndTime(row.createdAt)}</Link>,
      customer: row.customer ? (
        <Stack space="xsmall">
          <span>{row.customer.fullName}</span>
          <Text as="span" size="small" tone="muted">
            {row.customer.email}
          </Text>
        </Stack>
      ) : (
        <Text as="span" size="small" tone="muted">
          Removed customer
        </Text>
      ),
      service: row.serviceName,
      status: <TransactionStatusBadge status={row.status} refundedPaise={row.refundedPaise} />,
      method: row.paymentMethod ?? '—',
      invoice: row.invoiceNumber ?? '—',
      amount: formatPaise(row.amountPaise),
      refunded: row.refundedPaise > 0 ? formatPaise(row.refundedPaise) : '—',
    },
  }));

  return (
    <Container>
      <PageTitle title="Payments" />
      <Stack space="large">
        <Inline space="medium" alignY="bottom">
          <PageHeading
            title="Payments"
            description="Every customer's transactions, newest first, with the totals of the filter. Open one to refund it."
          />
          <Button
            variant="secondary"
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate(transactionFilters(view))}
          >
            Export CSV
          </Button>
        </Inline>
        <AttentionSection />
        <TransactionFilters
          filters={filters}
          activeCount={activeCount}
          resultSummary={total === undefined ? undefined : `${formatIndianInteger(total)} transactions`}
          onFilterChange={setFilter}
          onClear={clear}
        />
        {error && !data ? (
          <LoadFailure title="The payments could not be loaded" error={error} retry={() => refetch()} />
        ) : isPending ? (
          <Spinner label="Loading the payments" />
        ) : (
          <Stack space="large">
            <TotalsPanel totals={data.totals} />
            <PagedTable
              caption="Transactions"
              columns={COLUMNS}
              rows={rows}
              busy={isPlaceholderData}
              emptyMessage="No transactions match these filters."
              pagesLabel="Payments pages"
              page={page}
              pageSize={TRANSACTIONS_PAGE_SIZE}
              total={total ?? 0}
              noun="transactions"
              onPageChange={setPage}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
