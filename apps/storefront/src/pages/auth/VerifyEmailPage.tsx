import { auth } from '@startwise/flows';
import {
  useAuthActorRef,
  useAuthSelector,
  useIsAuthenticated,
  usePendingEmail,
  useResendAvailableIn,
} from '@startwise/flows/react';
import { Button, ButtonLink, Inline, Stack } from '@startwise/ui';
import { Navigate } from 'react-router-dom';
import { Seo } from '../../seo/Seo';
import { AuthPanel } from './AuthPanel';
import { CodeForm } from './CodeForm';
import { FormError } from './FormError';

/**
 * Spec 2 Verify email: the emailed 6-digit code, Resend Code after a 30-second cooldown, Cancel (drops the pending
 * step) and Go to Login. Without a pending email there is nothing to verify: on to /login.
 */
export function VerifyEmailPage() {
  const actorRef = useAuthActorRef();
  const email = usePendingEmail();
  const signedIn = useIsAuthenticated();
  const destination = useAuthSelector(auth.redirectTo);
  const canResend = useAuthSelector(auth.canResendCode);
  const resending = useAuthSelector(auth.isResendingCode);
  const wait = useResendAvailableIn();

  if (signedIn) return <Navigate to={destination ?? '/'} replace />;
  if (!email) return <Navigate to="/login" replace />;

  return (
    <AuthPanel title="Verify Your Email" description={`We sent a 6-digit code to ${email}.`}>
      <Seo title="Verify Email" description="Confirm your email address with the code we sent you." noIndex />
      <Stack space="large">
        <CodeForm onCode={(code) => actorRef.send({ type: 'SUBMIT_CODE', code })} />
        <FormError />
        <Inline space="small">
          <Button
            variant="secondary"
            disabled={!canResend}
            loading={resending}
            onClick={() => actorRef.send({ type: 'RESEND_CODE' })}
          >
            {wait > 0 ? `Resend Code (${wait}s)` : 'Resend Code'}
          </Button>
          <Button variant="ghost" onClick={() => actorRef.send({ type: 'CANCEL' })}>
            Cancel
          </Button>
          <ButtonLink href="/login" variant="ghost">
            Go to Login
          </ButtonLink>
        </Inline>
      </Stack>
    </AuthPanel>
  );
}
