import type { Schemas } from '@startwise/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import { useReloadingChange } from '../../app/useReloadingChange';

export type StaffMember = Schemas['StaffMember'];

const STAFF_KEY = [ADMIN_QUERY_KEY, 'staff'] as const;

/** Every member, active first (admins only). */
export const staffListQuery = queryOptions({
  queryKey: [...STAFF_KEY, 'all'],
  queryFn: ({ signal }) => api.get('/admin/staff', { signal, fallbackMessage: 'Failed to load the staff' }),
});

/** A change to the staff: the lists (this page's and the assignable one) are read again afterwards. */
export const useStaffChange = <TInput, TResult>(change: (input: TInput) => Promise<TResult>) =>
  useReloadingChange(STAFF_KEY, change);
