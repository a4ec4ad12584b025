import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { activeCount, readFilters, readPage } from './list-address';

/**
 * A list screen's filters and page, read from and written to the address. Changing a filter goes back to the first
 * page; Clear removes the filters and the page. Parameters that are not `keys` (an order) are kept as they are.
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

  return { params, filters, page, activeCount: activeCount(keys, filters), setFilter, setPage, clear, update };
}
