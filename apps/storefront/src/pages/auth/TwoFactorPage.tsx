import { auth } from '@startwise/flows';
import { useAuthActorRef, useAuthSelector, useCodeExpiresIn, usePendingEmail } from '@startwise/flows/react';
import { Alert, Button, Countdown, Inline, Stack, Text } from '@startwise/ui';
import { Navigate } from 'react-router-dom';
import { Seo } from '../../seo/Seo';
import { AuthPanel } from './AuthPanel';
import { CodeForm } from './CodeForm';
import { FormError } from './FormError';

/**
 * Spec 2 Two-factor login: the emailed code with its 5-minute countdown (mm:ss) and Cancel. Success signs in and
 * the guest guard returns to the page that asked for login; without a pending email, on to /login.
 */
export function TwoFactorPage() {
  const actorRef = useAuthActorRef();
  const email = usePendingEmail();
  const expired = useAuthSelector(auth.isTwoFactorExpired);
  const secondsLeft = useCodeExpiresIn();

  if (!email) return <Navigate to="/login" replace />;

  return (
    <AuthPanel title="Two-Factor Authentication" description={`We sent a 6-digit login code to ${email}.`}>
      <Seo title="Two-Factor Authentication" description="Enter the login code we emailed you." noIndex />
      <Stack space="large">
        {expired ? (
          <Alert tone="caution">The verification code has expired. Cancel and log in again for a new code.</Alert>
        ) : (
          <>
            <CodeForm onCode={(code) => actorRef.send({ type: 'SUBMIT_CODE', code })} />
            <Text tone="muted">{auth.TWO_FACTOR_EXPIRY_NOTICE}</Text>
            <Countdown seconds={secondsLeft} label="Code expires in" expiredText="The code has expired" />
          </>
        )}
        <FormError />
        <Inline space="small">
          <Button variant="secondary" onClick={() => actorRef.send({ type: 'CANCEL' })}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </AuthPanel>
  );
}
