import { staffSession } from '@startwise/flows';
import { useStaffCodeExpiresIn, useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
import { CODE_LENGTH } from '@startwise/flows/rules';
import { Alert, Button, CodeInput, Countdown, Inline, Stack, Text } from '@startwise/ui';
import { useEffect, useRef, useState } from 'react';
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
  const [code, setCode] = useState('');
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) setCode('');
    wasSubmitting.current = submitting;
  }, [submitting]);

  return (
    <SignInPanel
      title="Enter your sign-in code"
      description={`We emailed a ${CODE_LENGTH}-digit sign-in code to ${email}.`}
    >
      <Stack space="large">
        {expired ? (
          <Alert tone="caution">The sign-in code has expired. Cancel and sign in again for a new code.</Alert>
        ) : (
          <>
            <CodeInput
              label="Sign-in code"
              length={CODE_LENGTH}
              hint={`Enter the ${CODE_LENGTH}-digit code from the email.`}
              value={code}
              onChange={setCode}
              onComplete={(complete) => actorRef.send({ type: 'SUBMIT_CODE', code: complete })}
              disabled={submitting}
              autoFocus
            />
            <Text tone="muted">{staffSession.STAFF_CODE_NOTICE}</Text>
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
    </SignInPanel>
  );
}
