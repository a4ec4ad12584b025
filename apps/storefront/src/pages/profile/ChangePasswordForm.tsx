import { auth } from '@startwise/flows';
import { useAuthActorRef, useAuthMessage, useIsAuthSubmitting } from '@startwise/flows/react';
import { Button, Stack, TextField } from '@startwise/ui';
import { type FormEvent, useEffect } from 'react';
import { useAuthForm } from '../auth/useAuthForm';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security tab, Password: current, new and confirmation (spec 5 change-password rules). */
export function ChangePasswordForm() {
  const actorRef = useAuthActorRef();
  const submitting = useIsAuthSubmitting();
  const message = useAuthMessage();
  const { values, setValues, field } = useAuthForm(EMPTY);

  useEffect(() => {
    if (message === auth.AUTH_SUCCESS.passwordChanged) setValues(EMPTY);
  }, [message, setValues]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'CHANGE_PASSWORD', ...values });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" aria-busy={submitting}>
      <Stack space="medium">
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          disabled={submitting}
          {...field('currentPassword')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          disabled={submitting}
          {...field('newPassword')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          disabled={submitting}
          {...field('confirmPassword')}
        />
        <Stack space="none" align="left">
          <Button type="submit" loading={submitting}>
            Change Password
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
