import { staffSession } from '@startwise/flows';
import { useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
import { Button, Stack, TextField } from '@startwise/ui';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FormError } from './FormError';
import { SignInPanel } from './SignInPanel';

/** Step 1: email and password. A right password mails a sign-in code; the page then shows step 2. */
export function PasswordStep() {
  const actorRef = useStaffSessionRef();
  const submitting = useStaffSession(staffSession.isSubmitting);
  const errors = useStaffSession(staffSession.sessionFieldErrors);
  const [values, setValues] = useState({ email: '', password: '' });

  const field = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: submitting,
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) actorRef.send({ type: 'EDIT_FIELD', field: name });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'LOGIN', ...values });
  };

  return (
    <SignInPanel
      title="Staff sign-in"
      description="Sign in with your staff email and password; we then email you a code."
    >
      <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <Stack space="medium">
          <TextField label="Email" type="email" autoComplete="username" {...field('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
          <FormError />
          <Button type="submit" loading={submitting} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </SignInPanel>
  );
}
