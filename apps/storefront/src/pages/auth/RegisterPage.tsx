import { useAuthActorRef, useIsAuthSubmitting } from '@startwise/flows/react';
import { Button, Link, Stack, Text, TextField } from '@startwise/ui';
import type { FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { originOf } from '../../guards/origin';
import { Seo } from '../../seo/Seo';
import { EmailField, PasswordField } from './AuthFields';
import { AuthPanel } from './AuthPanel';
import { FormError } from './FormError';
import { useAuthForm } from './useAuthForm';
import { useCodeStepRedirect } from './useCodeStepRedirect';
import { useResetOnOpen } from './useResetOnOpen';

/** Spec 2 Register: success always continues with the emailed code on /verify-email. */
export function RegisterPage() {
  useResetOnOpen({ leavePendingStep: true });
  const actorRef = useAuthActorRef();
  const submitting = useIsAuthSubmitting();
  const { values, field } = useAuthForm({ fullName: '', email: '', phone: '', password: '', confirmPassword: '' });
  const [params] = useSearchParams();
  const location = useLocation();
  const from = originOf(params, location.state);
  const sent = useCodeStepRedirect(from);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent.current = true;
    actorRef.send({ type: 'REGISTER', ...values, from });
  };

  return (
    <AuthPanel title="Register" description="Create your account to apply for services and track them online.">
      <Seo title="Register" description="Create your Startwise account." />
      <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <Stack space="medium">
          <TextField label="Full Name" autoComplete="name" required disabled={submitting} {...field('fullName')} />
          <EmailField disabled={submitting} {...field('email')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="Optional"
            disabled={submitting}
            {...field('phone')}
          />
          <PasswordField label="Password" disabled={submitting} {...field('password')} />
          <PasswordField label="Confirm Password" disabled={submitting} {...field('confirmPassword')} />
          <FormError />
          <Button type="submit" loading={submitting} fullWidth>
            Register
          </Button>
          <Text>
            Already have an account? <Link href="/login">Login</Link>
          </Text>
        </Stack>
      </form>
    </AuthPanel>
  );
}
