import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { listPageQuery } from '../../app/list-page-query';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import type { QueueQuery } from './queue-search';

/** One page of the queue for a query; the previous page stays on screen while the next loads. */
export const queueQuery = (query: QueueQuery) =>
  listPageQuery([ADMIN_QUERY_KEY, 'submissions'], '/admin/submissions', query, 'Failed to load the queue');

/** The active staff a submission can be given to (the queue's assignee filter and column, the Assign control). */
export const assignableStaffQuery = queryOptions({
  queryKey: [ADMIN_QUERY_KEY, 'staff', 'assignable'],
  queryFn: ({ signal }) =>
    api.get('/admin/staff/assignable', { signal, fallbackMessage: 'Failed to load the staff list' }),
  staleTime: 60_000,
});

/** Every active service (the service and category filters). */
export const servicesQuery = queryOptions({
  queryKey: ['services', 'active'],
  queryFn: ({ signal }) => api.get('/public/services/active', { signal, fallbackMessage: 'Failed to fetch services' }),
  staleTime: 5 * 60_000,
});
