// Spec 3: transaction filters status, startDate, endDate, minAmount, maxAmount, all empty by default.

export const TRANSACTION_STATUSES = ['pending', 'successful', 'failed', 'refunded'] as const;
export type TransactionStatusFilter = (typeof TRANSACTION_STATUSES)[number];

export interface TransactionFilters {
  status: TransactionStatusFilter | '';
  startDate: string;
  endDate: string;
  /** Rupees as typed; '' is no bound. */
  minAmount: string;
  maxAmount: string;
}

export const NO_FILTERS: TransactionFilters = { status: '', startDate: '', endDate: '', minAmount: '', maxAmount: '' };

/** Spec 5: amount filters cannot go below 0. */
export function amountError(value: string): string | undefined {
  if (value === '') return undefined;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return 'Enter an amount in rupees';
  return amount < 0 ? 'Amount cannot be less than 0' : undefined;
}

/** The query parameters of GET /payment/transactions for the applied filters (empty ones left out). */
export function filterQuery(filters: TransactionFilters) {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
    ...(filters.minAmount !== '' ? { minAmount: Number(filters.minAmount) } : {}),
    ...(filters.maxAmount !== '' ? { maxAmount: Number(filters.maxAmount) } : {}),
  };
}
