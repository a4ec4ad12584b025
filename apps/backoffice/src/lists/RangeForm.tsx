import { Button, DateField, TextField } from '@startwise/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './FilterChips.css';
import type { Filters } from './list-address';
import type { ListFilter } from './list-filters';

interface RangeFormProps<K extends string> {
  filter: Extract<ListFilter<K>, { kind: 'dates' | 'amounts' | 'text' }>;
  filters: Filters<K>;
  onChange: (key: K, value: string | undefined) => void;
  onDone: () => void;
}

/** A typed filter's popover: two ends of a range (or one text), applied together with Apply (or Enter). */
export function RangeForm<K extends string>({ filter, filters, onChange, onDone }: RangeFormProps<K>) {
  const [fromKey, toKey] = filter.kind === 'text' ? [filter.key, undefined] : filter.keys;
  const [from, setFrom] = useState(filters[fromKey] ?? '');
  const [to, setTo] = useState((toKey && filters[toKey]) ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange(fromKey, from.trim() || undefined);
    if (toKey) onChange(toKey, to.trim() || undefined);
    onDone();
  };
  return (
    <form className={styles.dialog} onSubmit={apply}>
      {filter.kind === 'text' ? (
        <TextField label={filter.label} maxLength={64} value={from} onChange={(e) => setFrom(e.target.value)} />
      ) : filter.kind === 'dates' ? (
        <>
          <DateField
            label={`${filter.label} from`}
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          <DateField
            label={`${filter.label} until`}
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </>
      ) : (
        <>
          <TextField
            label={`${filter.label} from (₹)`}
            inputMode="numeric"
            maxLength={8}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            label={`${filter.label} up to (₹)`}
            inputMode="numeric"
            maxLength={8}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </>
      )}
      <div className={styles.footer}>
        <Button type="submit" size="small">
          Apply
        </Button>
      </div>
    </form>
  );
}
