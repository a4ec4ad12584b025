import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListView, writeListView } from './list-view';

/**
 * A list screen's view from the address and the ways to change it: a filter change goes back to page 1, Clear
 * removes every filter. Each change is a new history entry, so Back undoes it.
 */
export function useListView<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params, keys), [params, keys]);
  const setFilter = useCallback(
    (key: Key, value: string | undefined) =>
      setParams((current) => {
        const before = readListView(current, keys);
        return writeListView({ filters: { ...before.filters, [key]: value }, page: 1 }, keys);
      }),
    [setParams, keys],
  );
  const setPage = (page: number) => setParams(writeListView<Key>({ ...view, page }, keys));
  const clear = () => setParams(new URLSearchParams());
  return { view, setFilter, setPage, clear };
}
