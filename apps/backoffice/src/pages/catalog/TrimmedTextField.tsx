import { TextField, type TextFieldProps } from '@startwise/ui';
import { useController } from 'react-hook-form';

export interface TrimmedTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  /** The form's field (a string) this edits. */
  name: string;
}

/** A text field of a catalog form whose value holds no spaces at either end (a slug, a price, a code): typed ones are dropped as they are typed. */
export function TrimmedTextField({ name, ...props }: TrimmedTextFieldProps) {
  const { field } = useController<Record<string, string>>({ name });
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value.trim())}
    />
  );
}
