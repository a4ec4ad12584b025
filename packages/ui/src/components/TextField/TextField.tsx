import {
  type ChangeEventHandler,
  type FocusEventHandler,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Field } from '../Field';
import { control } from '../Field/Field.css';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'number', 'search', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'name'
  | 'placeholder'
  | 'autoComplete'
  | 'inputMode'
  | 'autoFocus'
  | 'readOnly'
  | 'min'
  | 'max'
  | 'step'
  | 'minLength'
  | 'maxLength'
  | 'onKeyDown'
>;

export interface TextFieldProps extends NativeInputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  type?: TextFieldType;
  value?: string | number;
  defaultValue?: string | number;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  required?: boolean;
  id?: string;
}

/** A labelled single-line input: names, emails, phone numbers, amounts, passwords. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, id, type = 'text', ...input },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => <input ref={ref} type={type} className={control} {...controlProps} {...input} />}
    </Field>
  );
});
