import { auth } from '@startwise/flows';
import { useAuthActorRef, useAuthSelector, useIsAuthSubmitting } from '@startwise/flows/react';
import { Alert, Button, ButtonLink, Stack } from '@startwise/ui';
import type { FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Seo } from '../../seo/Seo';
import { PasswordField } from './AuthFields';
import { AuthPanel } from './AuthPanel';
import { FormError } from './FormError';
import { useAuthForm } from './useAuthForm';
import { useResetOnOpen } from './useResetOnOpen';

/** Spec 2 Reset password: token and email come from the emailed link; without them, back to Forgot password. */
export function ResetPasswordPage() {
  useResetOnOpen();
  const actorRef = useAuthActorRef();
  const submitting = useIsAuthSubmitting();
  const done = useAuthSelector(auth.passwordWasReset);
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const { values, field } = useAuthForm({ newPassword: '', confirmPassword: '' });

  if (!token || !email) return <Navigate to="/forgot-password" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'RESET_PASSWORD', email, token, ...values });
  };

  return (
    <AuthPanel title="Reset Password" description={`Choose a new password for ${email}.`}>
      <Seo title="Reset Password" description="Choose a new password for your Startwise account." noIndex />
      {done ? (
        <Stack space="medium">
          <Alert tone="positive" title="Password Reset">
            Your password has been reset successfully
          </Alert>
          <ButtonLink href="/login">Go to Login</ButtonLink>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
          <Stack space="medium">
            <PasswordField label="New Password" disabled={submitting} {...field('newPassword')} />
            <PasswordField label="Confirm Password" disabled={submitting} {...field('confirmPassword')} />
            <FormError />
            <Button type="submit" loading={submitting} fullWidth>
              Reset Password
            </Button>
          </Stack>
        </form>
      )}
    </AuthPanel>
  );
}
