import { staffSession } from '@startwise/flows';
import { useStaffCodeExpiresIn, useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
import { CODE_LENGTH } from '@startwise/flows/rules';
import { CodeStepForm } from '@startwise/ui';
import { FormError } from './FormError';
import { SignInPanel } from './SignInPanel';

/**
 * Step 2, every time (two-factor is mandatory for staff): the 6-digit code mailed to the member, sent as soon as
 * the boxes are full, with its 5-minute countdown. A refused code empties the boxes; an expired one leaves Cancel.
 */
export function CodeStep({ email }: { email: string }) {
  const actorRef = useStaffSessionRef();
  const submitting = useStaffSession(staffSession.isSubmitting);
  const expired = useStaffSession(staffSession.isCodeExpired);
  const secondsLeft = useStaffCodeExpiresIn();

  return (
    <SignInPanel
      title="Enter your sign-in code"
      description={`We emailed a ${CODE_LENGTH}-digit sign-in code to ${email}.`}
    >
      <CodeStepForm
        label="Sign-in code"
        length={CODE_LENGTH}
        hint={`Enter the ${CODE_LENGTH}-digit code from the email.`}
        submitting={submitting}
        onCode={(code) => actorRef.send({ type: 'SUBMIT_CODE', code })}
        notice={staffSession.STAFF_CODE_NOTICE}
        secondsLeft={secondsLeft}
        expired={expired}
        expiredMessage="The sign-in code has expired. Cancel and sign in again for a new code."
        error={<FormError />}
        onCancel={() => actorRef.send({ type: 'CANCEL' })}
      />
    </SignInPanel>
  );
}
