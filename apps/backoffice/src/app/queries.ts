import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** The brand (its name in the header); it does not change while the app runs. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get('/config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
