import { auth } from '@startwise/flows';
import { useAuthActorRef, useAuthSelector, useIsAuthSubmitting } from '@startwise/flows/react';
import { Alert, Button, Link, Stack, Text } from '@startwise/ui';
import type { FormEvent } from 'react';
import { Seo } from '../../seo/Seo';
import { EmailField } from './AuthFields';
import { AuthPanel } from './AuthPanel';
import { FormError } from './FormError';
import { useAuthForm } from './useAuthForm';
import { useResetOnOpen } from './useResetOnOpen';

/** Spec 2 Forgot password: the same notice whatever the email (no account enumeration), and a way back. */
export function ForgotPasswordPage() {
  useResetOnOpen();
  const actorRef = useAuthActorRef();
  const submitting = useIsAuthSubmitting();
  const sent = useAuthSelector(auth.resetLinkSent);
  const { values, field } = useAuthForm({ email: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'FORGOT_PASSWORD', email: values.email });
  };

  return (
    <AuthPanel
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password."
    >
      <Seo title="Forgot Password" description="Reset the password of your Startwise account." noIndex />
      {sent ? (
        <Stack space="medium">
          <Alert tone="positive">{auth.RESET_LINK_SENT_NOTICE}</Alert>
          <Link href="/login">Back to Login</Link>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
          <Stack space="medium">
            <EmailField disabled={submitting} {...field('email')} />
            <FormError />
            <Button type="submit" loading={submitting} fullWidth>
              Send Reset Link
            </Button>
            <Text>
              Remembered it? <Link href="/login">Back to Login</Link>
            </Text>
          </Stack>
        </form>
      )}
    </AuthPanel>
  );
}
