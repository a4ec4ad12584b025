import { FilterBar, Select } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { type Filters, MINE } from '../../lists/list-address';
import { SearchField } from '../../lists/SearchField';
import { selectFilter, withAny } from '../../lists/select-filter';
import { assignableStaffQuery } from '../queue/queries';
import { type InboxFilterKey, MESSAGE_STATUSES, NOBODY } from './inbox-search';

interface InboxFiltersProps {
  filters: Filters<InboxFilterKey>;
  resultSummary: string | undefined;
  activeCount: number;
  onFilterChange: (key: InboxFilterKey, value: string | undefined) => void;
  onClear: () => void;
}

/** The inbox's search and filters, all kept in the address. */
export function InboxFilters({ filters, resultSummary, activeCount, onFilterChange, onClear }: InboxFiltersProps) {
  const { data: staffData } = useQuery(assignableStaffQuery);
  const select = selectFilter(filters, onFilterChange);
  return (
    <FilterBar
      label="Search and filter the inbox"
      search={
        <SearchField
          value={filters.q ?? ''}
          placeholder="Sender's name, email or words of the message"
          onChange={(value) => onFilterChange('q', value)}
        />
      }
      activeCount={activeCount}
      onClear={onClear}
      resultSummary={resultSummary}
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
      <Select
        label="Assignee"
        options={withAny('Anyone', [
          { value: MINE, label: 'Mine' },
          { value: NOBODY, label: 'Unassigned' },
          ...(staffData?.staff ?? []).map((member) => ({ value: member.id, label: member.fullName })),
        ])}
        {...select('assignee')}
      />
    </FilterBar>
  );
}
