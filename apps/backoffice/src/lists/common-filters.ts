import { conversationStatusWord, paymentStatusWord, workStatusWord } from '@startwise/flows/rules';
import { useQuery } from '@tanstack/react-query';
import { assignableStaffQuery, servicesQuery } from '../pages/queue/queries';
import { MINE } from './list-address';
import type { FilterOption, ListFilter } from './list-filters';

// The choices several lists share: work and payment statuses in the shared vocabulary, the catalog's services and
// the staff work can be given to.

export const workStatusOptions = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: workStatusWord(value).label }));

export const paymentStatusOptions = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: paymentStatusWord(value).label }));

/** Every active service by title (its slug goes into the address). */
export function useServiceOptions(): FilterOption[] {
  const { data } = useQuery(servicesQuery);
  return [...(data?.services ?? [])]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((service) => ({ value: service.slug, label: service.title }));
}

/** Each member by name (their id goes into the address). */
export const staffOptions = (staff: readonly { id: string; fullName: string }[]): FilterOption[] =>
  staff.map((member) => ({ value: member.id, label: member.fullName }));

/** Mine, (nobody's, when the list offers it,) then each active member. */
export function useAssigneeOptions(nobody?: string): FilterOption[] {
  const { data } = useQuery(assignableStaffQuery);
  return [
    { value: MINE, label: 'Mine' },
    ...(nobody ? [{ value: nobody, label: 'Unassigned' }] : []),
    ...staffOptions(data?.staff ?? []),
  ];
}

/** Inbox messages' and subscriptions' statuses: Open, Closed, Subscribed… */
export const conversationStatusOptions = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: conversationStatusWord(value).label }));

/** The Status chip a list's filter bar starts with, offering `options`. */
export const statusChip = (options: readonly FilterOption[]) =>
  ({ kind: 'options', key: 'status', label: 'Status', options }) as const satisfies ListFilter<'status'>;
