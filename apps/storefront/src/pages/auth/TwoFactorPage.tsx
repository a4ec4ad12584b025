import { auth } from '@startwise/flows';
import {
  useAuthActorRef,
  useAuthSelector,
  useCodeExpiresIn,
  useIsAuthSubmitting,
  usePendingEmail,
} from '@startwise/flows/react';
import { CODE_LENGTH } from '@startwise/flows/rules';
import { CodeStepForm } from '@startwise/ui';
import { Navigate } from 'react-router-dom';
import { Seo } from '../../seo/Seo';
import { AuthPanel } from './AuthPanel';
import { CODE_HINT } from './CodeForm';
import { FormError } from './FormError';

/**
 * Spec 2 Two-factor login: the emailed code with its 5-minute countdown (mm:ss) and Cancel. Success signs in and
 * the guest guard returns to the page that asked for login; without a pending email, on to /login.
 */
export function TwoFactorPage() {
  const actorRef = useAuthActorRef();
  const email = usePendingEmail();
  const submitting = useIsAuthSubmitting();
  const expired = useAuthSelector(auth.isTwoFactorExpired);
  const secondsLeft = useCodeExpiresIn();

  if (!email) return <Navigate to="/login" replace />;

  return (
    <AuthPanel title="Two-Factor Authentication" description={`We sent a 6-digit login code to ${email}.`}>
      <Seo title="Two-Factor Authentication" description="Enter the login code we emailed you." noIndex />
      <CodeStepForm
        label="Verification code"
        length={CODE_LENGTH}
        hint={CODE_HINT}
        submitting={submitting}
        onCode={(code) => actorRef.send({ type: 'SUBMIT_CODE', code })}
        notice={auth.TWO_FACTOR_EXPIRY_NOTICE}
        secondsLeft={secondsLeft}
        expired={expired}
        expiredMessage="The verification code has expired. Cancel and log in again for a new code."
        error={<FormError />}
        onCancel={() => actorRef.send({ type: 'CANCEL' })}
      />
    </AuthPanel>
  );
}
