import type { operations, TransactionFilters } from '@startwise/api-client';
import { paymentStatusWord } from '@startwise/flows/rules';
import { indianDays } from '../../lists/indian-days';
import { type Filters, oneOf, SLUG, searchOf } from '../../lists/list-address';

// The payments list's filters and page in the address (/backoffice/transactions?status=partly-refunded&min=1000),
// and the API's query for them. The export and the list take the same filters.

export type TransactionListQuery = NonNullable<operations['listAdminTransactions']['parameters']['query']>;
type Status = NonNullable<TransactionFilters['status']>;
type Method = NonNullable<TransactionFilters['method']>;

export const TRANSACTIONS_PAGE_SIZE = 25;
export const TRANSACTION_FILTER_KEYS = ['q', 'status', 'from', 'to', 'min', 'max', 'method', 'service'] as const;
export type TransactionFilterKey = (typeof TRANSACTION_FILTER_KEYS)[number];
export interface TransactionsView {
  filters: Filters<TransactionFilterKey>;
  page: number;
}

/** Every status the list filters by, as staff read it. */
export const STATUS_FILTERS: readonly { value: Status; label: string }[] = [
  { value: 'pending', label: paymentStatusWord('pending').label },
  { value: 'successful', label: `${paymentStatusWord('successful').label} (partly refunded too)` },
  { value: 'partly-refunded', label: paymentStatusWord('partly-refunded').label },
  { value: 'refunded', label: paymentStatusWord('refunded').label },
  { value: 'failed', label: paymentStatusWord('failed').label },
  { value: 'cancelled', label: paymentStatusWord('cancelled').label },
];

export const METHOD_FILTERS: readonly Method[] = [
  'card',
  'upi',
  'netbanking',
  'wallet',
  'emi',
  'cardless_emi',
  'paylater',
  'bank_transfer',
];

/** The contract's bound for whole rupees. */
const MAX_RUPEES = 21_474_836;
const wholeRupees = (value: string | undefined) => {
  const rupees = Number(value);
  return value !== undefined && /^\d+$/.test(value) && rupees <= MAX_RUPEES ? rupees : undefined;
};

/**
 * The filters as the API takes them. Values the contract would refuse (a hand-edited address) are left out rather
 * than failing the page; dates are India's whole days; amounts are whole rupees.
 */
export function transactionFilters({ filters }: TransactionsView): TransactionFilters {
  const query: TransactionFilters = searchOf(filters.q);
  const status = oneOf(
    STATUS_FILTERS.map((option) => option.value),
    filters.status,
  );
  if (status) query.status = status;
  Object.assign(query, indianDays(filters.from, filters.to));
  const min = wholeRupees(filters.min);
  if (min !== undefined) query.amountMin = min;
  const max = wholeRupees(filters.max);
  if (max !== undefined) query.amountMax = max;
  const method = oneOf(METHOD_FILTERS, filters.method);
  if (method) query.method = method;
  if (filters.service && SLUG.test(filters.service)) query.service = filters.service;
  return query;
}

/** One page of the list for a view. */
export const transactionListQuery = (view: TransactionsView): TransactionListQuery => ({
  ...transactionFilters(view),
  page: view.page,
  limit: TRANSACTIONS_PAGE_SIZE,
});
