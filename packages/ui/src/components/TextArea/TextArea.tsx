import { type ChangeEventHandler, type FocusEventHandler, forwardRef, type ReactNode } from 'react';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import { textArea } from './TextArea.css';

export interface TextAreaProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  /** Visible lines of text before it scrolls (the user can resize vertically). */
  rows?: number;
  minLength?: number;
  maxLength?: number;
  onChange?: ChangeEventHandler<HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  id?: string;
}

/** A labelled multi-line input: messages, descriptions, notes. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, required, id, rows = 4, ...textarea },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <textarea ref={ref} rows={rows} className={`${control} ${textArea}`} {...controlProps} {...textarea} />
      )}
    </Field>
  );
});
