import { DateField } from '@startwise/ui';

interface DateRangeFieldsProps {
  /** What the dates are of, e.g. 'Submitted' (labels 'Submitted from', 'Submitted until'); none: 'From', 'Until'. */
  noun?: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (key: 'from' | 'to', value: string | undefined) => void;
}

/** A list's date range: India's whole days, both ends included; each end bounds the other. */
export function DateRangeFields({ noun, from, to, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <DateField
        label={noun ? `${noun} from` : 'From'}
        value={from ?? ''}
        max={to}
        onChange={(event) => onChange('from', event.target.value || undefined)}
      />
      <DateField
        label={noun ? `${noun} until` : 'Until'}
        value={to ?? ''}
        min={from}
        onChange={(event) => onChange('to', event.target.value || undefined)}
      />
    </>
  );
}
