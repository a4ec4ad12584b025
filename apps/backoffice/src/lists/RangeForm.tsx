import { Button, DateField, TextField } from '@startwise/ui';
import { useForm, useWatch } from 'react-hook-form';
import { registered } from '../forms/useCheckedForm';
import * as styles from './FilterChips.css';
import type { Filters } from './list-address';
import type { ListFilter } from './list-filters';

interface RangeFormProps<K extends string> {
  filter: Extract<ListFilter<K>, { kind: 'dates' | 'amounts' | 'text' }>;
  filters: Filters<K>;
  onChange: (key: K, value: string | undefined) => void;
  onDone: () => void;
}

interface Range {
  from: string;
  to: string;
}

/** A typed filter's popover: two ends of a range (or one text), applied together with Apply (or Enter). */
export function RangeForm<K extends string>({ filter, filters, onChange, onDone }: RangeFormProps<K>) {
  const [fromKey, toKey] = filter.kind === 'text' ? [filter.key, undefined] : filter.keys;
  const { control, register, handleSubmit } = useForm<Range>({
    defaultValues: { from: filters[fromKey] ?? '', to: (toKey && filters[toKey]) ?? '' },
  });
  // Each date bounds the other's calendar.
  const [from, to] = useWatch({ control, name: ['from', 'to'] });
  const apply = handleSubmit((range) => {
    onChange(fromKey, range.from.trim() || undefined);
    if (toKey) onChange(toKey, range.to.trim() || undefined);
    onDone();
  });
  return (
    <form className={styles.dialog} onSubmit={apply}>
      {filter.kind === 'text' ? (
        <TextField label={filter.label} maxLength={64} {...registered(register('from'))} />
      ) : filter.kind === 'dates' ? (
        <>
          <DateField label={`${filter.label} from`} max={to || undefined} {...registered(register('from'))} />
          <DateField label={`${filter.label} until`} min={from || undefined} {...registered(register('to'))} />
        </>
      ) : (
        <>
          <TextField
            label={`${filter.label} from (₹)`}
            inputMode="numeric"
            maxLength={8}
            {...registered(register('from'))}
          />
          <TextField
            label={`${filter.label} up to (₹)`}
            inputMode="numeric"
            maxLength={8}
            {...registered(register('to'))}
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
