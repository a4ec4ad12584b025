import { TextField, type TextFieldProps } from '@startwise/ui';

type FieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'required'>;

/** The account forms' email box: required, and the browser's email keyboard and autofill. */
export function EmailField(props: FieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" required {...props} />;
}

/**
 * A required password box. `current` is the password the customer has now, anything else a new one: password
 * managers fill the first and offer to generate the second.
 */
export function PasswordField({ label, current = false, ...props }: FieldProps & { label: string; current?: boolean }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      required
      {...props}
    />
  );
}
