import { TextField, type TextFieldProps } from '@startwise/ui';
import type { Ref } from 'react';

export interface DialogTextFieldProps extends Omit<TextFieldProps, 'required' | 'autoComplete'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text an action dialog cannot do without (a name, a note, a reference number). What an operator types there is
 * new each time, so the browser offers none of its remembered entries.
 */
export function DialogTextField(props: DialogTextFieldProps) {
  return <TextField required autoComplete="off" {...props} />;
}
