import { staffSession } from '@startwise/flows';
import { useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
import { Button, Stack, TextField } from '@startwise/ui';
import { useForm } from 'react-hook-form';
import { FormError } from './FormError';
import { SignInPanel } from './SignInPanel';

/** Step 1: email and password. A right password mails a sign-in code; the page then shows step 2. */
export function PasswordStep() {
  const actorRef = useStaffSessionRef();
  const submitting = useStaffSession(staffSession.isSubmitting);
  const errors = useStaffSession(staffSession.sessionFieldErrors);
  // The form holds what is typed; the flow checks it, signs in and owns the field errors.
  const { register, handleSubmit } = useForm({ defaultValues: { email: '', password: '' } });

  const field = (name: 'email' | 'password') => ({
    ...register(name, {
      onChange: () => {
        if (errors[name]) actorRef.send({ type: 'EDIT_FIELD', field: name });
      },
    }),
    error: errors[name],
    disabled: submitting,
    required: true,
  });

  const onSubmit = handleSubmit((values) => actorRef.send({ type: 'LOGIN', ...values }));

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
