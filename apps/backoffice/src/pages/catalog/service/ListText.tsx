import { TextArea, TextField } from '@startwise/ui';
import { useState } from 'react';

export interface ListTextProps {
  label: string;
  hint?: string;
  error?: string;
  values: readonly string[];
  /** One item a line (a textarea) or items separated by commas (one line). */
  separator: 'line' | 'comma';
  onChange: (values: string[]) => void;
}

/** A list edited as text (dropdown options, blocked domains): blank items are dropped, the text is kept as typed. */
export function ListText({ label, hint, error, values, separator, onChange }: ListTextProps) {
  const joiner = separator === 'line' ? '\n' : ', ';
  const [text, setText] = useState(values.join(joiner));
  const update = (next: string) => {
    setText(next);
    onChange(
      next
        .split(separator === 'line' ? '\n' : ',')
        .map((item) => item.trim())
        .filter(Boolean),
    );
  };
  return separator === 'line' ? (
    <TextArea
      label={label}
      hint={hint}
      error={error}
      rows={4}
      value={text}
      onChange={(event) => update(event.target.value)}
    />
  ) : (
    <TextField label={label} hint={hint} error={error} value={text} onChange={(event) => update(event.target.value)} />
  );
}
