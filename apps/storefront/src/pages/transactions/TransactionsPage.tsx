import type { Schemas } from '@startwise/api-client';
import { paymentMethodWord } from '@startwise/flows/rules';
import { formatRupees } from '@startwise/format';
import { formatDayAndTime } from '@startwise/format/customer-dates';
import {
  Button,
  Container,
  EmptyState,
  Inline,
  PageHeading,
  Pagination,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
} from '@startwise/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { ACCOUNT_QUERY_KEY } from '../../auth/account-queries';
import { CreditNoteButtons } from '../../payments/CreditNoteButtons';
import { InvoiceButton } from '../../payments/InvoiceButton';
import { PaymentStatusBadge } from '../../payments/PaymentStatusBadge';
import { Seo } from '../../seo/Seo';
import { filterQuery, NO_FILTERS, type TransactionFilters } from './filters';
import { TransactionDetailsDialog } from './TransactionDetailsDialog';
import { TransactionFiltersPanel } from './TransactionFiltersPanel';

type Transaction = Schemas['Transaction'];

/** Spec 9: transactions page size (the server's default). */
const PAGE_SIZE = 10;

const transactionsQuery = (filters: TransactionFilters, page: number) =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_KEY, 'transactions', filters, page],
    queryFn: ({ signal }) =>
      api.get('/payment/transactions', {
        params: { query: { page, limit: PAGE_SIZE, ...filterQuery(filters) } },
        signal,
        fallbackMessage: 'Failed to fetch transactions',
      }),
    placeholderData: keepPreviousData,
  });

/** Spec 2 Payment Transactions: filters, Refresh, the table with en-IN dates, details and paging. */
export function TransactionsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [showFilters, setShowFilters] = useState(false);
  const [selected, setSelected] = useState<Transaction | null>(null);
  const { data, error, isPending, refetch, isFetching } = useQuery(transactionsQuery(filters, page));

  const columns: readonly TableColumn<Transaction>[] = [
    { id: 'date', header: 'Date', cell: (row) => formatDayAndTime(row.createdAt), isRowHeader: true },
    // What the payment was for: rows of one date are otherwise told apart only by their amounts.
    { id: 'service', header: 'Service', cell: (row) => row.notes.serviceName },
    { id: 'amount', header: 'Amount', cell: (row) => formatRupees(row.amount), align: 'end' },
    { id: 'method', header: 'Payment Method', cell: (row) => paymentMethodWord(row.paymentMethod) },
    {
      id: 'status',
      header: 'Payment Status',
      cell: (row) => <PaymentStatusBadge status={row.status} refundedAmount={row.refundedAmount} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      // The invoice and each refund's credit note download from the row itself, without opening the details.
      cell: (row) => (
        <Inline space="xsmall">
          <Button size="small" variant="secondary" onClick={() => setSelected(row)}>
            View Details
          </Button>
          {row.invoiceNumber ? (
            <InvoiceButton
              transactionId={row._id}
              label="Invoice"
              aria-label={`Invoice ${row.invoiceNumber}`}
              size="small"
              variant="secondary"
            />
          ) : null}
          <CreditNoteButtons creditNotes={row.creditNotes} short />
        </Inline>
      ),
    },
  ];

  return (
    <Container>
      <Seo title="Payment Transactions" description="Your payments, their status and invoices." noIndex />
      <Stack space="xlarge">
        <PageHeading
          title="Payment Transactions"
          description="Every payment you have made or started."
          actions={
            <Inline space="small">
              <Button variant="secondary" aria-expanded={showFilters} onClick={() => setShowFilters((open) => !open)}>
                Filters
              </Button>
              <Button variant="secondary" onClick={() => refetch()} loading={isFetching && !isPending}>
                Refresh
              </Button>
            </Inline>
          }
        />
        {showFilters ? (
          <TransactionFiltersPanel
            applied={filters}
            onApply={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
        ) : null}
        {isPending ? (
          <Stack space="medium">
            <Skeleton shape="heading" />
            <Skeleton shape="text" />
            <Skeleton shape="text" />
          </Stack>
        ) : error ? (
          <EmptyState
            tone="critical"
            title="Failed to fetch transactions"
            description={error.message}
            action={
              <Button variant="secondary" onClick={() => refetch()} loading={isFetching}>
                Try Again
              </Button>
            }
          />
        ) : (
          <Stack space="large">
            <Table
              caption="Payment Transactions"
              hideCaption
              stackOnMobile
              columns={columns}
              rows={data.transactions}
              getRowKey={(row) => row._id}
              emptyMessage="No transactions found"
            />
            {data.pagination.total > 0 ? (
              <Pagination
                page={data.pagination.page}
                pageSize={data.pagination.limit}
                total={data.pagination.total}
                noun="transactions"
                onPageChange={setPage}
              />
            ) : null}
          </Stack>
        )}
      </Stack>
      <TransactionDetailsDialog transaction={selected} onClose={() => setSelected(null)} />
    </Container>
  );
}
