import { useAuthActorRef, useIsAuthSubmitting } from '@startwise/flows/react';
import { Button, Checkbox, Inline, Link, Stack, Text } from '@startwise/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { authStorage } from '../../auth/auth-storage';
import { originOf } from '../../guards/origin';
import { Seo } from '../../seo/Seo';
import { EmailField, PasswordField } from './AuthFields';
import { AuthPanel } from './AuthPanel';
import { FormError } from './FormError';
import { useAuthForm } from './useAuthForm';
import { useCodeStepRedirect } from './useCodeStepRedirect';
import { useResetOnOpen } from './useResetOnOpen';

/**
 * Spec 2 Login: email, password, Remember me; the form is disabled with a spinner while it is sent; a failure is
 * toasted and shown in the red box. Success returns to the origin (the guest guard does that); a code step
 * continues on /two-factor or /verify-email.
 */
export function LoginPage() {
  useResetOnOpen({ leavePendingStep: true });
  const actorRef = useAuthActorRef();
  const submitting = useIsAuthSubmitting();
  const { values, field } = useAuthForm({ email: '', password: '' });
  const [remember, setRemember] = useState(true);
  const [params] = useSearchParams();
  const location = useLocation();
  const from = originOf(params, location.state);
  const sent = useCodeStepRedirect(from);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    authStorage.remember(remember);
    sent.current = true;
    actorRef.send({ type: 'LOGIN', ...values, from });
  };

  return (
    <AuthPanel title="Login" description="Sign in to apply for services, pay and track your submissions.">
      <Seo title="Login" description="Sign in to your Startwise account." />
      <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <Stack space="medium">
          <EmailField disabled={submitting} {...field('email')} />
          <PasswordField label="Password" current disabled={submitting} {...field('password')} />
          <Inline space="medium" align="left" alignY="center">
            <Checkbox checked={remember} onChange={setRemember} disabled={submitting}>
              Remember me
            </Checkbox>
            <Link href="/forgot-password">Forgot password?</Link>
          </Inline>
          <FormError />
          <Button type="submit" loading={submitting} fullWidth>
            Login
          </Button>
          <Text>
            Don't have an account? <Link href="/register">Register</Link>
          </Text>
        </Stack>
      </form>
    </AuthPanel>
  );
}
