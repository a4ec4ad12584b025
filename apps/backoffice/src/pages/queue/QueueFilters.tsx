import { useQuery } from '@tanstack/react-query';
import {
  paymentStatusOptions,
  statusChip,
  useAssigneeOptions,
  useServiceOptions,
  workStatusOptions,
} from '../../lists/common-filters';
import { type FilterBarState, ListFilterBar } from '../../lists/ListFilterBar';
import type { ListFilter } from '../../lists/list-filters';
import { servicesQuery } from './queries';
import {
  type FilterKey,
  OPEN_STATUS_FILTERS,
  PAYMENT_STATUS_FILTERS,
  type QueueSort,
  type QueueView,
  SUBMISSION_STATUS_FILTERS,
} from './queue-search';
import { SortMenu } from './SortMenu';

/** The bar's state (the view holds the filters), and the order, which the queue's bar also offers. */
interface QueueFiltersProps extends Omit<FilterBarState<FilterKey>, 'filters'> {
  view: QueueView;
  onSortChange: (sort: QueueSort) => void;
}

/** The queue's filters for its view: open work is paid and unfinished, so it offers neither payment nor finished. */
function useQueueChips(view: QueueView): ListFilter<Exclude<FilterKey, 'q'>>[] {
  const { data } = useQuery(servicesQuery);
  const categories = [
    ...new Map((data?.services ?? []).flatMap((service) => service.categories).map((c) => [c.slug, c])).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const services = useServiceOptions();
  const assignees = useAssigneeOptions();
  const finished = view.scope === 'completed' || view.scope === 'rejected';
  return [
    ...(finished
      ? []
      : [statusChip(workStatusOptions(view.scope === 'open' ? OPEN_STATUS_FILTERS : SUBMISSION_STATUS_FILTERS))]),
    ...(view.scope === 'open'
      ? []
      : [
          {
            kind: 'options' as const,
            key: 'payment' as const,
            label: 'Payment',
            options: paymentStatusOptions(PAYMENT_STATUS_FILTERS),
          },
        ]),
    { kind: 'options', key: 'assignee', label: 'Assignee', options: assignees },
    { kind: 'options', key: 'service', label: 'Service', options: services },
    {
      kind: 'options',
      key: 'category',
      label: 'Category',
      options: categories.map((category) => ({ value: category.slug, label: category.name })),
    },
    { kind: 'dates', keys: ['from', 'to'], label: 'Submitted' },
    { kind: 'dates', keys: ['paidFrom', 'paidTo'], label: 'Paid' },
    ...(finished ? [] : [{ kind: 'flag' as const, key: 'overdue' as const, label: 'Overdue only' }]),
  ];
}

/** The queue's search, filter chips and order, all kept in the address. */
export function QueueFilters({ view, searchRef, onSortChange, ...bar }: QueueFiltersProps) {
  return (
    <ListFilterBar
      label="Search and filter the queue"
      searchPlaceholder="Customer name, email, phone or submission id"
      searchRef={searchRef}
      filters={view.filters}
      chips={useQueueChips(view)}
      tools={<SortMenu scope={view.scope} sort={view.sort} onChange={onSortChange} />}
      {...bar}
    />
  );
}
