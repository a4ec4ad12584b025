import type { Schemas } from '@startwise/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ADMIN_QUERY_KEY } from '../../app/query-client';

export type Dashboard = Schemas['Dashboard'];

/** The landing figures; read again each minute the page stays open, so "today" keeps up. */
export const dashboardQuery = queryOptions({
  queryKey: [ADMIN_QUERY_KEY, 'dashboard'],
  queryFn: ({ signal }) => api.get('/admin/dashboard', { signal, fallbackMessage: 'Failed to load the dashboard' }),
  refetchInterval: 60_000,
});
