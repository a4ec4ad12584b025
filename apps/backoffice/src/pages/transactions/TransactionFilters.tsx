import { FilterBar, Select, TextField } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { SearchBox } from '../../forms/SearchBox';
import { DateRangeFields } from '../../lists/DateRangeFields';
import { activeFilterCount } from '../../lists/list-view';
import { servicesQuery } from '../queue/queries';
import {
  METHOD_FILTERS,
  STATUS_FILTERS,
  TRANSACTION_FILTER_KEYS,
  type TransactionFilterKey,
  type TransactionsView,
} from './transaction-search';

const ANY = 'any';

interface TransactionFiltersProps {
  view: TransactionsView;
  resultSummary: string | undefined;
  onFilterChange: (key: TransactionFilterKey, value: string | undefined) => void;
  onClear: () => void;
}

/** A whole-rupee bound, kept in the address when the field is left (or Enter is pressed). */
function RupeesField({ label, value, onChange }: { label: string; value: string; onChange: (value?: string) => void }) {
  const commit = (text: string) => onChange(text.trim() || undefined);
  return (
    <TextField
      label={label}
      inputMode="numeric"
      defaultValue={value}
      key={value}
      maxLength={8}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
      }}
    />
  );
}

/** The payments list's search and filters, all kept in the address. */
export function TransactionFilters({ view, resultSummary, onFilterChange, onClear }: TransactionFiltersProps) {
  const { filters } = view;
  const { data: servicesData } = useQuery(servicesQuery);
  const services = [...(servicesData?.services ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  const select = (key: TransactionFilterKey) => ({
    value: filters[key] ?? ANY,
    placeholder: 'Loading…',
    onChange: (value: string | null) => onFilterChange(key, value === null || value === ANY ? undefined : value),
  });
  return (
    <FilterBar
      label="Search and filter the payments"
      search={
        <SearchBox
          value={filters.q ?? ''}
          placeholder="Customer name or email, or a whole id, invoice or credit note number"
          onChange={(value) => onFilterChange('q', value)}
        />
      }
      activeCount={activeFilterCount(view, TRANSACTION_FILTER_KEYS)}
      onClear={onClear}
      resultSummary={resultSummary}
    >
      <Select label="Status" options={[{ value: ANY, label: 'Any status' }, ...STATUS_FILTERS]} {...select('status')} />
      <Select
        label="Method"
        options={[{ value: ANY, label: 'Any method' }, ...METHOD_FILTERS.map((value) => ({ value, label: value }))]}
        {...select('method')}
      />
      <Select
        label="Service"
        options={[
          { value: ANY, label: 'Any service' },
          ...services.map((service) => ({ value: service.slug, label: service.title })),
        ]}
        {...select('service')}
      />
      <DateRangeFields noun="Made" from={filters.from} to={filters.to} onChange={onFilterChange} />
      <RupeesField
        label="Amount from (₹)"
        value={filters.min ?? ''}
        onChange={(value) => onFilterChange('min', value)}
      />
      <RupeesField
        label="Amount up to (₹)"
        value={filters.max ?? ''}
        onChange={(value) => onFilterChange('max', value)}
      />
    </FilterBar>
  );
}
