import type { Schemas } from '@startwise/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import { useReloadingChange } from '../../app/useReloadingChange';

export type Holiday = Schemas['Holiday'];

const HOLIDAYS_KEY = [ADMIN_QUERY_KEY, 'holidays'] as const;

/** The holidays working days skip, this year and next (admins only). */
export const holidaysQuery = queryOptions({
  queryKey: HOLIDAYS_KEY,
  queryFn: ({ signal }) => api.get('/admin/holidays', { signal, fallbackMessage: 'Failed to load the holidays' }),
});

/** A change to the team's holidays: the list is read again afterwards. */
export const useHolidayChange = <TInput, TResult>(change: (input: TInput) => Promise<TResult>) =>
  useReloadingChange(HOLIDAYS_KEY, change);
