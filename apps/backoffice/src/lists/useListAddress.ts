import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListPaging } from './ListTable';
import { activeCount, readFilters, readPage } from './list-address';

/** What a list calls its pages: `{ label: 'Inbox pages', pageSize: INBOX_PAGE_SIZE, noun: 'messages' }`. */
type PagingWords = Pick<ListPaging, 'label' | 'pageSize' | 'noun'>;

/**
 * A list screen's filters and page, read from and written to the address. Changing a filter goes back to the first
 * page; Clear removes the filters and the page. Parameters that are not `keys` (an order) are kept as they are.
 * `filterBar` is what its filter bar takes of them, and `pagingOf` its table's pages, given the server's total.
 */
export function useListAddress<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, keys), [params, keys]);
  const page = readPage(params);

  /** Edits the current address (the newest one, so two quick changes both stay). */
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );
  const setFilter = useCallback(
    (key: K, value: string | undefined) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }),
    [update],
  );
  const setPage = useCallback(
    (to: number) =>
      update((next) => {
        if (to > 1) next.set('page', String(to));
        else next.delete('page');
      }),
    [update],
  );
  const clear = useCallback(
    () =>
      update((next) => {
        for (const key of keys) next.delete(key);
        next.delete('page');
      }),
    [update, keys],
  );

  const active = activeCount(keys, filters);
  const filterBar = { filters, onFilterChange: setFilter, activeCount: active, onClear: clear };
  const pagingOf = (words: PagingWords, total: number | undefined): ListPaging => ({
    ...words,
    page,
    total: total ?? 0,
    onPageChange: setPage,
  });

  return { params, filters, page, activeCount: active, setFilter, setPage, clear, update, filterBar, pagingOf };
}
