import { paymentMethodWord } from '@startwise/flows/rules';
import { statusChip, useServiceOptions } from '../../lists/common-filters';
import { type FilterBarState, ListFilterBar } from '../../lists/ListFilterBar';
import { METHOD_FILTERS, STATUS_FILTERS, type TransactionFilterKey } from './transaction-search';

/** The payments list's search and filter chips, all kept in the address. */
export function TransactionFilters(bar: FilterBarState<TransactionFilterKey>) {
  const services = useServiceOptions();
  return (
    <ListFilterBar
      label="Search and filter the payments"
      searchPlaceholder="Name, email, whole id, invoice or credit note"
      chips={[
        statusChip(STATUS_FILTERS),
        {
          kind: 'options',
          key: 'method',
          label: 'Method',
          options: METHOD_FILTERS.map((value) => ({ value, label: paymentMethodWord(value) })),
        },
        { kind: 'options', key: 'service', label: 'Service', options: services },
        { kind: 'dates', keys: ['from', 'to'], label: 'Made' },
        { kind: 'amounts', keys: ['min', 'max'], label: 'Amount' },
      ]}
      {...bar}
    />
  );
}
