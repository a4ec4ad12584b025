import { Select, TextField } from '@startwise/ui';
import { DateRangeFields } from '../../lists/DateRangeFields';
import { ListFilterBar } from '../../lists/ListFilterBar';
import type { Filters } from '../../lists/list-address';
import { ServiceFilter } from '../../lists/ServiceFilter';
import { selectFilter, valueOptions, withAny } from '../../lists/select-filter';
import { METHOD_FILTERS, STATUS_FILTERS, type TransactionFilterKey } from './transaction-search';

interface TransactionFiltersProps {
  filters: Filters<TransactionFilterKey>;
  resultSummary: string | undefined;
  activeCount: number;
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
export function TransactionFilters({
  filters,
  resultSummary,
  activeCount,
  onFilterChange,
  onClear,
}: TransactionFiltersProps) {
  const select = selectFilter(filters, onFilterChange);
  return (
    <ListFilterBar
      label="Search and filter the payments"
      searchPlaceholder="Customer name or email, or a whole id, invoice or credit note number"
      search={filters.q ?? ''}
      onSearch={(value) => onFilterChange('q', value)}
      activeCount={activeCount}
      onClear={onClear}
      resultSummary={resultSummary}
    >
      <Select label="Status" options={withAny('Any status', [...STATUS_FILTERS])} {...select('status')} />
      <Select label="Method" options={withAny('Any method', valueOptions(METHOD_FILTERS))} {...select('method')} />
      <ServiceFilter {...select('service')} />
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
    </ListFilterBar>
  );
}
