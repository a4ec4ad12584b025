import { type ChangeEventHandler, type FocusEventHandler, forwardRef, type ReactNode } from 'react';
import { Field } from '../Field';
import { control } from '../Field/Field.css';

export const dateFieldTypes = ['date', 'datetime-local', 'time'] as const;
export type DateFieldType = (typeof dateFieldTypes)[number];

export interface DateFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** `date` gives 'YYYY-MM-DD', `datetime-local` 'YYYY-MM-DDTHH:mm', `time` 'HH:mm'. */
  type?: DateFieldType;
  name?: string;
  value?: string;
  defaultValue?: string;
  min?: string;
  max?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  required?: boolean;
  id?: string;
}

/**
 * A labelled date, date-time or time input. It uses the browser's native picker, which is keyboard and
 * screen-reader accessible on every platform and gives the ISO value formats the forms send.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, hint, error, required, id, type = 'date', ...input },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => <input ref={ref} type={type} className={control} {...controlProps} {...input} />}
    </Field>
  );
});
