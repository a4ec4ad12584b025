import { auth } from '@startwise/flows';
import { useAuthActorRef, useAuthMessage, useIsAuthSubmitting } from '@startwise/flows/react';
import { Button, Stack } from '@startwise/ui';
import { type FormEvent, useEffect } from 'react';
import { PasswordField } from '../auth/AuthFields';
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
        <PasswordField label="Current Password" current disabled={submitting} {...field('currentPassword')} />
        <PasswordField label="New Password" disabled={submitting} {...field('newPassword')} />
        <PasswordField label="Confirm New Password" disabled={submitting} {...field('confirmPassword')} />
        <Stack space="none" align="left">
          <Button type="submit" loading={submitting}>
            Change Password
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
