import { useAuthActorRef, useIsAuthSubmitting, usePendingEmail } from '@startwise/flows/react';
import { Alert, Button, CodeSubmitInput, Heading, Stack, Text } from '@startwise/ui';

/** The code the API emailed (to verify the address, or the second factor): sent as soon as six digits are in. */
export function CodeStep({ step, error }: { step: 'email-verification' | 'two-factor'; error: string | null }) {
  const actor = useAuthActorRef();
  const submitting = useIsAuthSubmitting();
  const email = usePendingEmail();
  return (
    <Stack space="large">
      <Heading level="1">{step === 'two-factor' ? 'Enter your sign-in code' : 'Verify your email'}</Heading>
      <Text>We emailed a 6-digit code to {email}.</Text>
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <CodeSubmitInput
        label="Verification code"
        length={6}
        submitting={submitting}
        onCode={(code) => actor.send({ type: 'SUBMIT_CODE', code })}
      />
      <div>
        <Button variant="secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
          Cancel
        </Button>
      </div>
    </Stack>
  );
}
