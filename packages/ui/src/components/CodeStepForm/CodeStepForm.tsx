import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { CodeSubmitInput, type CodeSubmitInputProps } from '../CodeInput';
import { Countdown } from '../Countdown';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface CodeStepFormProps extends Omit<CodeSubmitInputProps, 'autoFocus' | 'error'> {
  /** Under the boxes: how long a code lives, e.g. 'The verification code will expire after 5 minutes'. */
  notice: ReactNode;
  /** What is left of the code's life; the caller owns the clock. */
  secondsLeft: number;
  /** The code has died: the boxes give way to `expiredMessage`, and only Cancel goes on. */
  expired: boolean;
  /** What to do now the code is dead, e.g. 'Cancel and log in again for a new code.'. */
  expiredMessage: ReactNode;
  /** The form's error box (the app's, showing its flow's last failure). */
  error?: ReactNode;
  /** Leaves the step (back to the password). */
  onCancel: () => void;
}

/**
 * The emailed code of a sign-in step that dies after a while (two-factor login, staff sign-in): the code boxes,
 * sent as soon as they are full and emptied after a refused code, a notice and the code's countdown; once the code
 * has died, a caution in their place. Cancel is always there.
 */
export function CodeStepForm({
  notice,
  secondsLeft,
  expired,
  expiredMessage,
  error,
  onCancel,
  ...codeInput
}: CodeStepFormProps) {
  return (
    <Stack space="large">
      {expired ? (
        <Alert tone="caution">{expiredMessage}</Alert>
      ) : (
        <>
          <CodeSubmitInput {...codeInput} />
          <Text tone="muted">{notice}</Text>
          <Countdown seconds={secondsLeft} label="Code expires in" expiredText="The code has expired" />
        </>
      )}
      {error}
      <Inline space="small">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Inline>
    </Stack>
  );
}
