import { Select } from '@startwise/ui';
import { AssigneeFilter } from '../../lists/AssigneeFilter';
import { ListFilterBar } from '../../lists/ListFilterBar';
import type { Filters } from '../../lists/list-address';
import { selectFilter, withAny } from '../../lists/select-filter';
import { type InboxFilterKey, MESSAGE_STATUSES, NOBODY } from './inbox-search';

interface InboxFiltersProps {
  filters: Filters<InboxFilterKey>;
  resultSummary: string | undefined;
  activeCount: number;
  onFilterChange: (key: InboxFilterKey, value: string | undefined) => void;
  onClear: () => void;
}

/** The inbox's search and filters, all kept in the address. */
export function InboxFilters({ filters, onFilterChange, ...bar }: InboxFiltersProps) {
  const select = selectFilter(filters, onFilterChange);
  return (
    <ListFilterBar
      label="Search and filter the inbox"
      searchPlaceholder="Sender's name, email or words of the message"
      search={filters.q ?? ''}
      onSearch={(value) => onFilterChange('q', value)}
      {...bar}
    >
      <Select
        label="Status"
        options={withAny(
          'Any status',
          MESSAGE_STATUSES.map((value) => ({ value, label: value })),
        )}
        {...select('status')}
      />
      <Select
        label="Read"
        options={withAny('Read or unread', [
          { value: 'unread', label: 'Unread only' },
          { value: 'read', label: 'Read only' },
        ])}
        {...select('read')}
      />
      <AssigneeFilter nobody={NOBODY} {...select('assignee')} />
    </ListFilterBar>
  );
}
