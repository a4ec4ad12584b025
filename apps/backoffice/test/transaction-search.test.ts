import { describe, expect, it } from 'vitest';
import { readFilters, readPage, writeListAddress } from '../src/lists/list-address';
import {
  TRANSACTION_FILTER_KEYS,
  transactionFilters,
  transactionListQuery,
} from '../src/pages/transactions/transaction-search';

const view = (search: string) => {
  const params = new URLSearchParams(search);
  return { filters: readFilters(params, TRANSACTION_FILTER_KEYS), page: readPage(params) };
};

describe("the payments list's address", () => {
  it('asks for exactly the filters: India’s whole days, whole rupees, the status as the contract names it', () => {
    expect(
      transactionListQuery(
        view(
          'status=partly-refunded&from=2026-11-20&to=2026-11-24&min=1000&max=20000&method=upi&service=gst-registration&q=%20asha%20&page=2',
        ),
      ),
    ).toEqual({
      status: 'partly-refunded',
      from: '2026-11-19T18:30:00.000Z',
      to: '2026-11-24T18:30:00.000Z',
      amountMin: 1000,
      amountMax: 20000,
      method: 'upi',
      service: 'gst-registration',
      q: 'asha',
      page: 2,
      limit: 25,
    });
  });

  it('leaves out what the contract would refuse instead of failing the page', () => {
    expect(
      transactionFilters(view('status=paid&from=2026-13-40&min=12.5&max=-3&method=cash&service=Not%20A%20Slug&page=x')),
    ).toEqual({});
    expect(transactionFilters(view('min=99999999'))).toEqual({});
    expect(transactionFilters(view('min=0'))).toEqual({ amountMin: 0 });
  });

  it('writes the view back leaving empty filters and the first page out', () => {
    const written = (search: string) => {
      const { filters, page } = view(search);
      return writeListAddress(TRANSACTION_FILTER_KEYS, filters, page).toString();
    };
    expect(written('status=refunded&q=&page=1')).toBe('status=refunded');
    expect(written('method=card&page=3')).toBe('method=card&page=3');
  });
});
