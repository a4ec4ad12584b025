import { Checkbox, Select } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { AssigneeFilter } from '../../lists/AssigneeFilter';
import { DateRangeFields } from '../../lists/DateRangeFields';
import { ListFilterBar } from '../../lists/ListFilterBar';
import { ServiceFilter } from '../../lists/ServiceFilter';
import { selectFilter, valueOptions, withAny } from '../../lists/select-filter';
import { servicesQuery } from './queries';
import {
  type FilterKey,
  PAYMENT_STATUS_FILTERS,
  QUEUE_SORTS,
  type QueueSort,
  type QueueView,
  SUBMISSION_STATUS_FILTERS,
} from './queue-search';
import { SORT_LABELS } from './queue-sorting';

interface QueueFiltersProps {
  view: QueueView;
  resultSummary: string | undefined;
  activeCount: number;
  onFilterChange: (key: FilterKey, value: string | undefined) => void;
  onSortChange: (sort: QueueSort) => void;
  onClear: () => void;
}

/** The queue's search, filters and order, all kept in the address. */
export function QueueFilters({
  view,
  resultSummary,
  activeCount,
  onFilterChange,
  onSortChange,
  onClear,
}: QueueFiltersProps) {
  const { filters } = view;
  const { data: servicesData } = useQuery(servicesQuery);
  const services = servicesData?.services ?? [];
  const categories = [
    ...new Map(services.flatMap((service) => service.categories).map((c) => [c.slug, c])).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const select = selectFilter(filters, onFilterChange);

  return (
    <ListFilterBar
      label="Search and filter the queue"
      searchPlaceholder="Customer name, email, phone or submission id"
      search={filters.q ?? ''}
      onSearch={(value) => onFilterChange('q', value)}
      activeCount={activeCount}
      onClear={onClear}
      resultSummary={resultSummary}
    >
      <Select
        label="Status"
        options={withAny('Any status', valueOptions(SUBMISSION_STATUS_FILTERS))}
        {...select('status')}
      />
      <Select
        label="Payment"
        options={withAny('Any payment', valueOptions(PAYMENT_STATUS_FILTERS))}
        {...select('payment')}
      />
      <ServiceFilter {...select('service')} />
      <Select
        label="Category"
        options={withAny(
          'Any category',
          categories.map((category) => ({ value: category.slug, label: category.name })),
        )}
        {...select('category')}
      />
      <AssigneeFilter {...select('assignee')} />
      <DateRangeFields noun="Submitted" from={filters.from} to={filters.to} onChange={onFilterChange} />
      <DateRangeFields
        noun="Paid"
        from={filters.paidFrom}
        to={filters.paidTo}
        onChange={(end, value) => onFilterChange(end === 'from' ? 'paidFrom' : 'paidTo', value)}
      />
      <Select
        label="Sort by"
        options={QUEUE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        value={view.sort}
        onChange={(value) => onSortChange(QUEUE_SORTS.find((sort) => sort === value) ?? 'waiting')}
      />
      <Checkbox
        checked={filters.overdue === 'true'}
        onChange={(checked) => onFilterChange('overdue', checked ? 'true' : undefined)}
      >
        Overdue only
      </Checkbox>
    </ListFilterBar>
  );
}
